/** The "random-legal" player of the sim and the module's placeholder bot: a seeded uniform choice. */
import { nextInt, seedRng } from '../../engine/rng';

export function randomLegal<A>(legal: readonly A[], rngSeed: number): A {
  if (legal.length === 0) throw new Error('randomLegal: no legal action to choose from');
  const [i] = nextInt(seedRng(`looper-random:${rngSeed}`), legal.length);
  return legal[i]!;
}
