/**
 * Who decides now. Pure and light (types only), so a table can ask it of a view's pending decision
 * without loading the reducer.
 */
import type { DarknessState, Pending, Seat } from './types';

/** The seat a pending decision waits on (null for the game's end). */
export function pendingSeat(p: Pending): Seat | null {
  switch (p.kind) {
    case 'build':
    case 'rolled':
      return p.check.seat;
    case 'gameOver':
      return null;
    default:
      return p.seat;
  }
}

/** The seat whose decision it is now (pending first, else the hero whose turn it is); null when over. */
export function decidingSeat(s: DarknessState): Seat | null {
  if (s.result) return null;
  return s.pending ? pendingSeat(s.pending) : s.turn.seat;
}
