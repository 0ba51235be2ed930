/** What asks first: a card that reaches the threshold, a reveal asked nowhere before, Parris, Tituba; never a draw, the night or the glass. */
import { describe, expect, it } from 'vitest';
import type { PublicPlayer, SalemAction, SalemView } from '../../../../../shared/games/salem/types';
import { accusationValue, reachesThreshold, salemMoveNotice } from './move-notice';
import { salemTranslator } from './test-i18n';

const es = salemTranslator('es');
function player(over: Partial<PublicPlayer> = {}): PublicPlayer {
  return { name: 'X', character: 'tituba', ability: 'tituba', alive: true, tryals: [null, null, null], front: [], accusations: 0, threshold: 7, handCount: 3, wasWitch: null, ...over };
}
const view = {
  players: [player(), player({ accusations: 6 }), player({ accusations: 4, ability: 'cotton_mather', character: 'cotton_mather' }), player({ accusations: 5, threshold: 8 })],
  decision: { t: 'turn', seat: 0 },
} as unknown as SalemView;

describe('salem move notices', () => {
  it('counts what a card adds: Evidence 3 (1 on Cotton Mather), Witness 7, an Alibi as Witness 7, green cards nothing', () => {
    expect(accusationValue(view, { type: 'play', card: 'evidence-1', target: 1 })).toBe(3);
    expect(accusationValue(view, { type: 'play', card: 'evidence-1', target: 2 })).toBe(1);
    expect(accusationValue(view, { type: 'play', card: 'witness-1', target: 1 })).toBe(7);
    expect(accusationValue(view, { type: 'play', card: 'alibi-1', target: 1, asWitness: true })).toBe(7);
    expect(accusationValue(view, { type: 'play', card: 'stocks-1', target: 1 })).toBe(0);
  });

  it('asks before a card that reaches the threshold, not before one that stays under it', () => {
    expect(reachesThreshold(view, { type: 'play', card: 'accusation-1', target: 1 })).toBe(true);
    expect(reachesThreshold(view, { type: 'play', card: 'evidence-1', target: 2 })).toBe(false);
    expect(reachesThreshold(view, { type: 'play', card: 'accusation-1', target: 3 })).toBe(false);
    expect(salemMoveNotice(es, view, { type: 'play', card: 'accusation-1', target: 1 }).irreversible).toContain('umbral');
    expect(salemMoveNotice(es, view, { type: 'play', card: 'accusation-1', target: 3 }).irreversible).toBeNull();
  });

  it('S95 a reveal, Parris and Tituba ask; the hourglass, End turn and a night answer never do', () => {
    const asking: SalemAction[] = [{ type: 'reveal', tryal: 0 }, { type: 'parris', cards: ['stocks-1'] }, { type: 'tituba' }];
    for (const a of asking) {
      expect(salemMoveNotice(es, view, a).irreversible, a.type).not.toBeNull();
    }
    expect(salemMoveNotice(es, view, { type: 'hourglass' }).irreversible).toBeNull();
    expect(salemMoveNotice(es, view, { type: 'end' }).irreversible).toBeNull();
    expect(salemMoveNotice(es, view, { type: 'night', answers: [1], confess: null }).irreversible).toBeNull();
  });

  it('S97 an offer asks only when it reveals: Danforth\'s yes asks, Ann Putnam\'s and Rebecca Nurse\'s draws never do', () => {
    for (const ability of ['ann_putnam', 'rebecca_nurse']) {
      const offer = { ...view, decision: { t: 'offer', seat: 0, ability, target: 1 } } as SalemView;
      expect(salemMoveNotice(es, offer, { type: 'offer', use: true }).irreversible, ability).toBeNull();
      expect(salemMoveNotice(es, offer, { type: 'offer', use: false }).irreversible, ability).toBeNull();
    }
    const dan = { ...view, decision: { t: 'offer', seat: 0, ability: 'thomas_danforth', target: 1 } } as SalemView;
    expect(salemMoveNotice(es, dan, { type: 'offer', use: true }).irreversible).toBe(es.t('salem.table.confirm.reveal'));
  });
});

describe('S97 fewer questions', () => {
  const deciding = (decision: object): SalemView => ({ ...view, decision }) as unknown as SalemView;

  it('S97 Draw 2 never asks: it is the turn\'s one alternative to playing', () => {
    expect(salemMoveNotice(es, view, { type: 'draw' }).irreversible).toBeNull();
    expect(salemMoveNotice(salemTranslator('en'), view, { type: 'draw' }).irreversible).toBeNull();
  });

  it('S97 one question per reveal: the card that reaches the threshold asks, the Tryal picked after it and the pointed pair do not', () => {
    expect(salemMoveNotice(es, view, { type: 'play', card: 'accusation-1', target: 1 }).irreversible).toBe(es.t('salem.table.confirm.threshold'));
    const pick = deciding({ t: 'reveal', seat: 0, target: 1, cause: 'accusation' });
    expect(salemMoveNotice(es, pick, { type: 'reveal', tryal: 2 }).irreversible).toBeNull();
    expect(salemMoveNotice(es, pick, { type: 'point', tryals: [0, 2] }).irreversible).toBeNull();
    const among = deciding({ t: 'reveal', seat: 1, target: 1, cause: 'accusation', among: [0, 2] });
    expect(salemMoveNotice(es, among, { type: 'reveal', tryal: 0 }).irreversible).toBeNull();
    const danforth = deciding({ t: 'reveal', seat: 0, target: 1, cause: 'danforth' });
    expect(salemMoveNotice(es, danforth, { type: 'reveal', tryal: 1 }).irreversible).toBeNull();
  });

  it('S97 a Tryal pick nothing asked about before asks: the Black Cat, the shorter game, Piety taken away', () => {
    for (const cause of ['cat', 'shortGame', 'pietyRemoved']) {
      const pick = deciding({ t: 'reveal', seat: 0, target: 1, cause });
      expect(salemMoveNotice(es, pick, { type: 'reveal', tryal: 0 }).irreversible, cause).toBe(es.t('salem.table.confirm.reveal'));
    }
  });

  it('S97 a Scapegoat asks when the accusations it moves bring the receiver to the threshold, counted as they count there', () => {
    const board = {
      players: [
        player(),
        player({ accusations: 3, front: ['evidence-1'] }),
        player({ accusations: 4, ability: 'cotton_mather', character: 'cotton_mather' }),
        player({ accusations: 4 }),
      ],
      decision: { t: 'turn', seat: 0 },
    } as unknown as SalemView;
    // 3 (an Evidence) onto 4 reaches 7; on Cotton Mather the same Evidence is 1: 5, under 7.
    expect(salemMoveNotice(es, board, { type: 'play', card: 'scapegoat-1', target: 1, to: 3 }).irreversible).toBe(es.t('salem.table.confirm.threshold'));
    expect(salemMoveNotice(es, board, { type: 'play', card: 'scapegoat-1', target: 1, to: 2 }).irreversible).toBeNull();
    expect(salemMoveNotice(es, board, { type: 'play', card: 'scapegoat-1', target: 0, to: 3 }).irreversible).toBeNull();
  });
});
