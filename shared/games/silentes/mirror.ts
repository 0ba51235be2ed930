/**
 * Espejo Roto: when the hunt falls on the zone of the mirror's shelter, its owner turns it
 * to the zone of an orthogonally adjacent shelter of another suit.
 */
import type { SilentesState, Suit } from './types';
import { adjacentShelters, zoneOf } from './board';

export function mirrorOptions(s: SilentesState, shelter: number, hunted: Suit): Suit[] {
  const out: Suit[] = [];
  for (const n of adjacentShelters(s, shelter)) {
    const z = zoneOf(s, n);
    if (z !== null && z !== hunted && !out.includes(z)) out.push(z);
  }
  return out.sort();
}
