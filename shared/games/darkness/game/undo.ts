/**
 * Which moves may be taken back (D243): only those that rolled nothing, drew nothing and revealed
 * nothing — the rng did not move, no disc turned face up or was peeked at, no tile was placed, no
 * private line was written, and the game is not over. Moving, pool choices, giving, dropping or
 * picking up face-up discs, invitations and helpers' answers qualify; any roll does not.
 */
import type { DarknessState } from './types';

function faceUpCount(s: DarknessState): number {
  let n = 0;
  for (const d of Object.values(s.discs)) if (d.where.zone !== 'waiting' && !(d.where.zone === 'board' && !d.where.faceUp)) n++;
  return n;
}

function peekCount(s: DarknessState): number {
  return Object.values(s.peeks).reduce((n, list) => n + list.length, 0);
}

export function undoable(before: DarknessState, after: DarknessState): boolean {
  if (after.result) return false;
  const sameRng = before.rng.every((v, i) => v === after.rng[i]);
  if (!sameRng) return false;
  if (after.tiles.length !== before.tiles.length) return false;
  if (faceUpCount(after) !== faceUpCount(before)) return false;
  if (peekCount(after) > peekCount(before)) return false;
  const added = after.log.slice(Math.min(before.log.length, after.log.length));
  if (added.some((e) => e.to)) return false;
  return true;
}
