/**
 * Random-legal games at scale on scripts from the seeded generator (generate-script.ts): 525
 * per tragedy set, over every cast size the set allows, 1 to 8 days and loops, and 2 to 4
 * players (fast-check draws them from a fixed seed, so a failure names its case and repeats).
 * Cheap checks of property-checks.ts on every step of every game; the deep ones (privacy scan,
 * legal ≡ apply with illegal samples, rejected actions change nothing) on every step of one
 * game in four (132 per set).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { generateScript, minCastSize } from './generate-script';
import { CHARACTERS, type TragedySetId } from './ids';
import { playChecked, randomChooser } from './property-checks';
import { MAX_DAYS, MAX_LOOPS } from './validate-script';
import { validateScript } from './validate-script';

const RUNS_PER_SET = 525;
const DEEP_EVERY = 4;
const reasons = new Map<string, number>();

describe('random-legal games on generated scripts', () => {
  for (const [i, set] of (['firstSteps', 'basicTragedy'] as TragedySetId[]).entries()) {
    it(`${set}: ${RUNS_PER_SET} games on generated scripts end, stay legal, replay identically and leak nothing`, () => {
      let run = 0;
      let deep = 0;
      let scanned = 0;
      const casts = new Set<number>();
      fc.assert(
        fc.property(
          fc.integer({ min: minCastSize(set), max: CHARACTERS.length }),
          fc.integer({ min: 1, max: MAX_DAYS }),
          fc.integer({ min: 1, max: MAX_LOOPS }),
          fc.integer({ min: 0, max: 1_000_000 }),
          fc.constantFrom(2, 3, 4),
          (castSize, days, loops, seed, players) => {
            const script = generateScript({ tragedySet: set, castSize, days, loops, seed });
            expect(validateScript(script)).toEqual([]);
            const isDeep = run++ % DEEP_EVERY === 0;
            const game = playChecked(script, players, `generated-${seed}`, randomChooser(seed), isDeep);
            expect(game.final.result).not.toBeNull();
            reasons.set(game.final.result!.reason, (reasons.get(game.final.result!.reason) ?? 0) + 1);
            casts.add(castSize);
            if (isDeep) deep++;
            scanned += game.scanned;
          },
        ),
        { numRuns: RUNS_PER_SET, seed: 9 + i },
      );
      expect(run).toBe(RUNS_PER_SET);
      expect(deep).toBe(Math.ceil(RUNS_PER_SET / DEEP_EVERY));
      expect(scanned).toBeGreaterThan(1000);
      // The draws covered small and large casts, not one corner.
      expect(Math.min(...casts)).toBe(minCastSize(set));
      expect(Math.max(...casts)).toBe(CHARACTERS.length);
    }, 90_000);
  }

  it('the generated games reached every kind of ending', () => {
    expect([...reasons.keys()].sort()).toEqual(['allLoopsLost', 'finalGuessRight', 'finalGuessWrong', 'loopSurvived']);
  });
});
