/**
 * The map: 2 rows of 4 shelters, index = row * 4 + col. Adjacency is orthogonal only, and a
 * destroyed shelter (null) is neither a destination nor a zone.
 */
import type { Suit, SilentesState } from './types';
import { suitOf } from './cards';

export const MAP_COLS = 4;
export const MAP_SIZE = 8;

export function shelterExists(s: SilentesState, i: number): boolean {
  return Number.isInteger(i) && i >= 0 && i < MAP_SIZE && s.map[i] != null;
}

function neighboursOf(i: number): number[] {
  const row = Math.floor(i / MAP_COLS);
  const col = i % MAP_COLS;
  const out: number[] = [];
  if (row > 0) out.push(i - MAP_COLS);
  if (row < 1) out.push(i + MAP_COLS);
  if (col > 0) out.push(i - 1);
  if (col < MAP_COLS - 1) out.push(i + 1);
  return out.sort((a, b) => a - b);
}

const NEIGHBOURS: readonly (readonly number[])[] = Array.from({ length: MAP_SIZE }, (_, i) => neighboursOf(i));

export function orthogonalNeighbours(i: number): readonly number[] {
  return NEIGHBOURS[i] ?? [];
}

export function adjacentShelters(s: SilentesState, i: number): number[] {
  return orthogonalNeighbours(i).filter((n) => shelterExists(s, n));
}

export function existingShelters(s: SilentesState): number[] {
  const out: number[] = [];
  for (let i = 0; i < MAP_SIZE; i++) if (s.map[i] != null) out.push(i);
  return out;
}

/** El Colgado: during its round Espadas shelters count as Copas and vice versa. */
export function zoneOf(s: SilentesState, i: number): Suit | null {
  const card = s.map[i];
  if (card == null) return null;
  const suit = suitOf(card);
  if (s.effects.hangedRound === s.round) {
    if (suit === 'E') return 'C';
    if (suit === 'C') return 'E';
  }
  return suit;
}
