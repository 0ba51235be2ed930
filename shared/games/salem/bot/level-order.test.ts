/**
 * Issue 24, the cheap check of `npm test`: over the same 60 seeded 6-player games per pairing,
 * witches win more often the harder they play (Difícil ≥ Normal ≥ Fácil against a Normal town),
 * and a Fácil town wins less often than a Normal one. The meaningful figures, with Wilson 95%
 * intervals over 200 games per row, are `npm run sim` runs (docs/bots.md, Salem 1692); this test
 * only keeps the ordering from silently breaking.
 */
import { describe, expect, it } from 'vitest';
import { playGame } from '../../../engine/play';
import { salem } from '../index';
import { sideChooser, wilson, type SideLevels } from './side-levels';

const GAMES = 60;
const PLAYERS = 6;

function townWins(levels: SideLevels): number {
  const parsed = salem.parseOptions({ players: Array.from({ length: PLAYERS }, (_, i) => `P${i}`) });
  if (!parsed.ok) throw new Error(parsed.error.message);
  let wins = 0;
  for (let i = 0; i < GAMES; i++) {
    const seed = `order:${i}`;
    const game = playGame(salem, parsed.value, seed, sideChooser(salem.setup(parsed.value, seed), levels));
    expect(game.error).toBeNull();
    if (game.result?.outcome === 'victory') wins++;
  }
  return wins;
}

describe('salem bot levels: win-rate ordering (issue 24)', () => {
  it('witches win more the harder they play; a Fácil town wins less than a Normal one', () => {
    const normal = townWins({ town: 'normal', witch: 'normal' });
    const hardWitches = townWins({ town: 'normal', witch: 'hard' });
    const easyWitches = townWins({ town: 'normal', witch: 'easy' });
    const easyTown = townWins({ town: 'easy', witch: 'normal' });
    expect(hardWitches).toBeLessThanOrEqual(normal);
    expect(normal).toBeLessThanOrEqual(easyWitches);
    expect(easyTown).toBeLessThanOrEqual(normal);
  }, 120_000);

  it('the sim\'s Wilson interval', () => {
    const [lo, hi] = wilson(140, 200);
    expect(lo).toBeCloseTo(0.633, 3);
    expect(hi).toBeCloseTo(0.759, 3);
    expect(wilson(0, 0)).toEqual([0, 1]);
  });
});
