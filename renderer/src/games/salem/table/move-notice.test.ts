/** What asks first: draws, a card that reaches the threshold, reveals, Parris, Tituba; never the night or the glass. */
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

  it('S95 a draw, a reveal, Parris and Tituba ask; the hourglass, End turn and a night answer never do', () => {
    const asking: SalemAction[] = [{ type: 'draw' }, { type: 'reveal', tryal: 0 }, { type: 'parris', cards: ['stocks-1'] }, { type: 'tituba' }];
    for (const a of asking) {
      expect(salemMoveNotice(es, view, a).irreversible, a.type).not.toBeNull();
    }
    expect(salemMoveNotice(es, view, { type: 'hourglass' }).irreversible).toBeNull();
    expect(salemMoveNotice(es, view, { type: 'end' }).irreversible).toBeNull();
    expect(salemMoveNotice(es, view, { type: 'night', answers: [1], confess: null }).irreversible).toBeNull();
  });

  it('an offer asks only when taken: Ann Putnam draws, Danforth reveals', () => {
    const ann = { ...view, decision: { t: 'offer', seat: 0, ability: 'ann_putnam', target: 1 } } as SalemView;
    expect(salemMoveNotice(es, ann, { type: 'offer', use: true }).irreversible).toBe(es.t('salem.table.confirm.draw'));
    expect(salemMoveNotice(es, ann, { type: 'offer', use: false }).irreversible).toBeNull();
    const dan = { ...view, decision: { t: 'offer', seat: 0, ability: 'thomas_danforth', target: 1 } } as SalemView;
    expect(salemMoveNotice(es, dan, { type: 'offer', use: true }).irreversible).toBe(es.t('salem.table.confirm.reveal'));
  });
});
