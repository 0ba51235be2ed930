// TEMPORARY stub holding the agreed signatures; its owner replaces it (issue 13).
import type { Seat } from '../../engine/contract';
import type { SalemState } from './types';

export type DeathCause = 'witch' | 'allRevealed' | 'night' | 'matchmaker' | 'confession';

/**
 * `seat` dies: remaining Tryals face up, hand and cards in front discarded (John Proctor takes
 * his share), "was a witch" announced unless silentDeaths, the Matchmaker partner follows (Mary
 * Warren, ruling 7), the Constable role ends with its holder, then the win check.
 */
export function killPlayer(_s: SalemState, _seat: Seat, _cause: DeathCause): void {
  throw new Error('not implemented yet');
}
