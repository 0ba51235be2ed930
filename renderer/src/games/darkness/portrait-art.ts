/**
 * Velada's own generated portraits: a head-and-shoulders silhouette against a night sky, every
 * choice (sky, moon, skin, hair, collar) drawn from the portrait's seed with the shared PRNG, so
 * the same seed always gives the same picture (D136) and no art is copied from anywhere.
 */
import { nextInt, seedRng, type RngState } from '../../../../shared/engine/rng';

const SKIES = ['#1b2440', '#2a1d3a', '#13302e', '#3a1f1f', '#22262e', '#1f2d44'];
const SKINS = ['#f1d0b5', '#d9a57e', '#b57a55', '#8a5a3c', '#5e3b28', '#e8c39e'];
const HAIRS = ['#1c1a18', '#4a2f1b', '#8c5a2b', '#c9a25c', '#9a9a9a', '#6b1f1f'];
const COATS = ['#3b4a5e', '#5a3b3b', '#3d5a3d', '#55503a', '#2f2f38', '#6a5a7a'];
/** Hair shapes over a head centred at (50, 46) with radius 16. */
export const HAIR_PATHS = [
  'M34 44 Q34 26 50 26 Q66 26 66 44 Q60 34 50 34 Q40 34 34 44 Z',
  'M33 50 Q30 24 50 24 Q70 24 67 50 L64 40 Q50 30 36 40 Z',
  'M36 36 Q50 20 64 36 Q56 31 50 31 Q44 31 36 36 Z',
  'M32 60 Q28 24 50 24 Q72 24 68 60 L64 44 Q50 32 36 44 Z',
] as const;

export interface PortraitArt {
  sky: string;
  moon: { x: number; y: number; r: number };
  skin: string;
  hair: string;
  hairPath: string;
  coat: string;
  /** Eye height offset, a small difference between faces. */
  eyeY: number;
}

function pick<T>(rng: RngState, list: readonly T[]): [T, RngState] {
  const [i, next] = nextInt(rng, list.length);
  return [list[i]!, next];
}

export function portraitArt(seed: number): PortraitArt {
  let rng = seedRng(`darkness-portrait-${seed}`);
  const take = <T>(list: readonly T[]): T => {
    const [value, next] = pick(rng, list);
    rng = next;
    return value;
  };
  const num = (n: number): number => {
    const [value, next] = nextInt(rng, n);
    rng = next;
    return value;
  };
  return {
    sky: take(SKIES),
    moon: { x: 14 + num(20) + (num(2) === 0 ? 0 : 52), y: 12 + num(10), r: 6 + num(5) },
    skin: take(SKINS),
    hair: take(HAIRS),
    hairPath: take(HAIR_PATHS),
    coat: take(COATS),
    eyeY: 44 + num(4),
  };
}
