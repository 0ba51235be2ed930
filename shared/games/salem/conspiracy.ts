// TEMPORARY stub holding the agreed signatures; its owner replaces it (issue 13).
import type { Seat } from '../../engine/contract';
import type { SalemState } from './types';

/** Conspiracy drawn by `drawer`: the reveal of the Black Cat holder's Tryal is asked of the drawer (or skipped). */
export function startConspiracy(_s: SalemState, _drawer: Seat): void {
  throw new Error('not implemented yet');
}
/** After the cat reveal (accusations.ts calls it for cause 'cat'): the blind pass to the left, then Conspiracy is discarded. */
export function finishConspiracy(_s: SalemState): void {
  throw new Error('not implemented yet');
}
