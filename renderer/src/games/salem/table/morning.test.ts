/** The morning report in sentences, and the end of the game in words. */
import { describe, expect, it } from 'vitest';
import type { MorningReport, PublicPlayer } from '../../../../../shared/games/salem/types';
import { morningLines } from './morning';
import { endReason, endRows, endTitle } from './end';
import { salemTranslator } from './test-i18n';

const es = salemTranslator('es');
const players = (was: (boolean | null)[]) => was.map((w, i) => ({ name: ['Ana', 'Luis', 'Eva', 'Pablo'][i]!, wasWitch: w }));

describe('salem morning report', () => {
  it('says whom the witches chose, the gavel, the confessions with faces, who was saved by what', () => {
    const report: MorningReport = { night: 2, target: 1, gavel: 1, confessions: [{ seat: 2, face: 'not' }, { seat: 3, face: null }], savedBy: 'gavel', died: [] };
    expect(morningLines(es, report, players([null, null, null, null]))).toEqual([
      'Las brujas eligieron a Luis.',
      'Luis tenía el mazo.',
      `Eva confesó: ${es.t('salem.tryals.not')}.`,
      'Pablo confesó sin revelar (William Phips).',
      'El mazo salvó a Luis.',
      'Nadie murió esta noche.',
    ]);
  });

  it('says who died and whether they were witches, as the death announced it (nothing when silent)', () => {
    const report: MorningReport = { night: 1, target: 0, gavel: null, confessions: [], savedBy: null, died: [0, 2] };
    const lines = morningLines(es, report, players([false, null, null, null]));
    expect(lines).toContain('No había Alguacil: nadie tenía el mazo.');
    expect(lines).toContain('Ana murió: no era bruja.');
    expect(lines).toContain('Eva murió.');
  });
});

describe('salem end', () => {
  const p = (over: Partial<PublicPlayer>): PublicPlayer => ({
    name: 'Ana', character: 'tituba', ability: 'tituba', alive: true, tryals: [null], front: [], accusations: 0, threshold: 7, handCount: 0, wasWitch: null, ...over,
  });
  it('the town wins on victory, the witches otherwise, each with its reason', () => {
    expect(endTitle(es, { outcome: 'victory', reason: 'x' })).toBe('Gana el pueblo');
    expect(endTitle(es, { outcome: 'defeat', reason: 'x' })).toBe('Ganan las brujas');
    expect(endReason(es, { outcome: 'defeat', reason: 'x' })).toBe(es.t('salem.table.end.reasonWitches'));
  });
  it('every player’s side and Tryals come from the final reveal', () => {
    const rows = endRows({
      players: [p({ name: 'Ana' }), p({ name: 'Luis', alive: false })],
      reveal: { everWitch: [true, false], tryals: [['witch', 'not'], ['not']] },
      winners: [0],
    });
    expect(rows.map((r) => [r.name, r.witch, r.tryals.join(','), r.winner])).toEqual([
      ['Ana', true, 'witch,not', true],
      ['Luis', false, 'not', false],
    ]);
  });
});
