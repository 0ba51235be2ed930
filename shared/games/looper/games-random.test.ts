/**
 * Random-legal games at scale on every shipped script, at 2, 3 and 4 players: 28 games per
 * script and player count (1,008 in all). The cheap checks of property-checks.ts (the game
 * ends, the chosen action is listed and accepted, counters never negative, replay identical)
 * run on every step of every game; the deep ones (privacy scan of every protagonist and public
 * view, legal list, new log line and error; legal ≡ apply with illegal samples; rejected
 * actions change nothing) on every step of one game in four (7 per script and player count,
 * 252 in all). The file takes about 20 s of CPU.
 */
import { describe, expect, it } from 'vitest';
import { playChecked, randomChooser } from './property-checks';
import { SHIPPED_SCRIPTS } from './scripts';

const GAMES_PER_COUNT = 28;
const DEEP_EVERY = 4;

describe('random-legal games on every shipped script', () => {
  const reasons = new Map<string, number>();
  let games = 0;
  let deep = 0;

  it('ships the twelve scripts', () => {
    expect(SHIPPED_SCRIPTS.length).toBeGreaterThanOrEqual(12);
  });

  for (const script of SHIPPED_SCRIPTS) {
    it(`${script.id}: ${GAMES_PER_COUNT * 3} games end, stay legal, replay identically and leak nothing`, () => {
      let scanned = 0;
      let refused = 0;
      for (const players of [2, 3, 4]) {
        for (let i = 0; i < GAMES_PER_COUNT; i++) {
          const seed = i * 3 + players;
          const isDeep = i % DEEP_EVERY === 0;
          const run = playChecked(script, players, `random-${script.id}-${seed}`, randomChooser(seed), isDeep);
          expect(run.final.result).not.toBeNull();
          reasons.set(run.final.result!.reason, (reasons.get(run.final.result!.reason) ?? 0) + 1);
          games++;
          if (isDeep) deep++;
          scanned += run.scanned;
          refused += run.refused;
        }
      }
      // The deep checks ran (the scan read views and lines, illegal samples were refused).
      expect(scanned).toBeGreaterThan(100);
      expect(refused).toBeGreaterThan(100);
    }, 60_000);
  }

  // A random mastermind seldom loses a First Steps script (its losses need aimed Intrigue): these
  // seeds reach it once the rules-3 questions (L87, L91) changed the random picks.
  it('played over a thousand games, reaching every ending: the survived loop, all loops lost and both Final Guess endings', () => {
    expect(games).toBe(SHIPPED_SCRIPTS.length * GAMES_PER_COUNT * 3);
    expect(games).toBeGreaterThanOrEqual(1000);
    expect(deep).toBe(SHIPPED_SCRIPTS.length * 3 * Math.ceil(GAMES_PER_COUNT / DEEP_EVERY));
    expect([...reasons.keys()].sort()).toEqual(['allLoopsLost', 'finalGuessRight', 'finalGuessWrong', 'loopSurvived']);
  });
});
