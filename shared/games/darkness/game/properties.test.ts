/**
 * Property tests of the When Darkness Comes engine over many seeded bot games of every shipped
 * scenario at 1–4 heroes (bot/property-checks.ts holds the checks): Health within 0..max, no
 * purchase listed beyond the hero's VP, every disc instance in one valid zone and none lost, every
 * game ending by its doom clock, replay reaching the same state hash; in the deep games also the
 * privacy scan of every hero's view, legal list, log and errors, legalActions ≡ apply (every
 * listed action accepted, sampled unlisted ones refused) and no tried action changing its input.
 * Choices mix the hero bot with uniform random legal choices (fast-check picks the seeds), so
 * odd corners (a random door forced, a fight not fled) are reached too.
 *
 * A run plays 48 games per scenario (12 at each of 1–4 heroes, 2 of them deep), 240 in all, in about
 * 20 s on the build machine (the first games of the same fixed fast-check seeds the suite played before it
 * was halved for `npm test`'s time); DARKNESS_PROPERTY_RUNS=<n> multiplies that for a long run (2 → 480
 * games, a few more than before; 21 → about a thousand games per scenario).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { nextFloat, seedRng, type RngState } from '../../../engine/rng';
import { SCENARIOS } from '../content';
import { heroBot } from './bot';
import { playChecked, type Pick } from './bot/property-checks';
import { botGameOptions } from './bot/sim-options';
import { darkness } from './index';
import type { DarknessAction } from './types';

const SCALE = Math.max(1, Number(process.env.DARKNESS_PROPERTY_RUNS ?? 1));
const QUICK_RUNS = 10 * SCALE;
const DEEP_RUNS = 2 * SCALE;
/** The deep checks cost a legal list per seat and a dozen applies: every third step samples a game well. */
const DEEP_EVERY = 3;

/** The bot most of the time, a uniform random legal choice otherwise (share `randomShare`). */
function mixed(seed: string, randomShare: number): Pick {
  let rng: RngState = seedRng(`property:${seed}`);
  return (s, seat, legal) => {
    let f: number;
    [f, rng] = nextFloat(rng);
    const n = Math.floor(f * 0x1_0000_0000);
    if (f < randomShare) return legal[n % legal.length]!;
    return heroBot(darkness.view(s, { kind: 'seat', seat }), seat, legal as DarknessAction[], n);
  };
}

const configs = SCENARIOS.flatMap((sc) => [1, 2, 3, 4].filter((n) => n >= sc.players.min && n <= sc.players.max).map((players) => ({ id: sc.id, players })));

describe('darkness properties over bot games', () => {
  for (const { id, players } of configs) {
    it(`D393 ${id}, ${players} hero${players > 1 ? 'es' : ''}: bounds, conservation, replay, and the doom clock ends every game`, () => {
      let ended = 0;
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.double({ min: 0, max: 0.3, noNaN: true }), (n, share) => {
          const seed = `${id}:${players}:${n}`;
          const game = playChecked(botGameOptions(id, players, n), seed, mixed(seed, share), 0);
          expect(game.final.result).not.toBeNull();
          ended++;
        }),
        { numRuns: QUICK_RUNS, seed: 12 * players + id.length },
      );
      expect(ended).toBe(QUICK_RUNS);
    });

    it(`${id}, ${players} hero${players > 1 ? 'es' : ''}: no view, legal list, log line or error leaks a face-down disc; legalActions ≡ apply`, () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 1_000_000 }), (n) => {
          const seed = `deep:${id}:${players}:${n}`;
          const game = playChecked(botGameOptions(id, players, n), seed, mixed(seed, 0.15), DEEP_EVERY);
          expect(game.refused).toBeGreaterThan(0);
        }),
        { numRuns: DEEP_RUNS, seed: 7 * players + id.length },
      );
    });
  }
});
