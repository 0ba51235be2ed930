/**
 * S65 (rules version 2): *"Solo se puede eliminar 1 carta de juicio por turno"*. A player who lost
 * a Tryal this turn to accusations (the threshold, Danforth, Piety taken away) or to the Black
 * Cat's reveal loses no other before the next turn starts: such reveals are not asked, and the
 * accusations stay in front until an accusation placed in a later turn reveals (as in S37).
 * Confessions, deaths and the dawn's shortGame reveal neither count nor are limited.
 */
import type { Seat } from '../../engine/contract';
import { rulesAtLeast } from '../../engine/rules-version';
import type { RevealCause, SalemState } from './types';

/** The reveals someone else imposes during a turn: what the limit counts and stops. */
const LIMITED: ReadonlySet<RevealCause> = new Set<RevealCause>(['accusation', 'danforth', 'pietyRemoved', 'cat']);

/** A version-2 game starts with nobody having lost a Tryal; a version-1 state gets no field. */
export function initTryalLimit(s: SalemState): void {
  if (rulesAtLeast(s, 2)) s.tryalLost = [];
}

/** True when `seat` may not lose another Tryal this turn. */
export function tryalLostThisTurn(s: SalemState, seat: Seat): boolean {
  return rulesAtLeast(s, 2) && (s.tryalLost ?? []).includes(seat);
}

/** Counts a reveal against its player's one Tryal this turn, when its cause is one the limit counts. */
export function recordTryalLost(s: SalemState, seat: Seat, cause: RevealCause | 'confession' | 'death'): void {
  if (!rulesAtLeast(s, 2) || cause === 'confession' || cause === 'death' || !LIMITED.has(cause)) return;
  const lost = s.tryalLost ?? [];
  if (!lost.includes(seat)) s.tryalLost = [...lost, seat];
}

/** A new turn: everybody may lose a Tryal again. */
export function resetTryalLimit(s: SalemState): void {
  if (rulesAtLeast(s, 2)) s.tryalLost = [];
}
