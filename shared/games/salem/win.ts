// TEMPORARY stub holding the agreed signatures; its owner replaces it (issue 13).
import type { SalemState } from './types';

/** Sets `result` and `winners` when the Town (every Witch Tryal face up) or the witches (every living player a witch) won; Town first. */
export function checkWin(_s: SalemState): boolean {
  throw new Error('not implemented yet');
}
