import { describe, expect, it } from 'vitest';
import { translator } from '../../looper/test-translator';
import { endRows, reasonText } from './end-model';
import { game, viewOf } from './test-game';

describe('end screen', () => {
  it('lists heroes by VP with the winners marked', () => {
    const view = viewOf(game({ heroes: 3 }), 0);
    const heroes = view.heroes.map((h, i) => ({ ...h, vp: [4, 9, 4][i]!, alive: i !== 2 }));
    const rows = endRows({ ...view, heroes, result: { outcome: 'victory', reason: 'objective', objectiveAchieved: true, winners: [1] } });
    expect(rows.map((r) => [r.name, r.vp, r.winner, r.alive])).toEqual([['Luis', 9, true, true], ['Ana', 4, false, true], ['Marta', 4, false, false]]);
  });

  it('says why the game ended for every reason the engine gives', () => {
    for (const locale of ['es', 'en'] as const) {
      const tr = translator(locale);
      for (const reason of ['objective', 'allDead', 'doomClock', 'tooLate']) expect(reasonText(tr, reason)).not.toBe(reason);
      expect(reasonText(tr, 'somethingElse')).toBe('somethingElse');
    }
  });
});
