/**
 * Who may play a provision right now besides the deciding seat, and who a response window
 * asks (R35). Every answer here is computed from public information only — the decision on
 * the table, El Diablo, and how many provisions each hand holds (a public count, see the
 * rulings) — never from which provisions a hand holds, so being asked tells the partner
 * nothing that the table did not already know.
 */
import type { Seat } from '../../engine/contract';
import type { Decision, SilentesState } from './types';
import { currentDecision, provisionsInHand, turnOrder } from './state';
import { rulesAtLeast } from '../../engine/rules-version';

/**
 * The "momentos apropiados": decisions during which provisions may be played, by the deciding
 * seat or by anyone holding one. Left out are the moments in which cards are already being
 * handled by another effect (placement, Botiquín, Mapa, El Mago, La Emperatriz, El Hierofante,
 * La Justicia): a provision played there could change the very cards that choice is about.
 */
export const PROVISION_MOMENTS: readonly Decision['t'][] = ['act', 'window', 'lovers', 'mirror', 'chariot', 'star', 'tower'];

/** Rules version 1 had only a survivor's turn and its windows, and no out-of-turn plays (R49). */
const V1_PROVISION_MOMENTS: readonly Decision['t'][] = ['act', 'window'];

export function isProvisionMoment(s: SilentesState, d: Decision | undefined): d is Decision {
  return d !== undefined && (rulesAtLeast(s, 2) ? PROVISION_MOMENTS : V1_PROVISION_MOMENTS).includes(d.t);
}

/** Holds at least one provision and El Diablo does not forbid playing it. */
export function mayRespond(s: SilentesState, seat: Seat): boolean {
  return !s.effects.devil && provisionsInHand(s.seats[seat]) > 0;
}

/** The next seat, in turn order, that a window should ask; undefined when everyone was asked. */
export function nextResponder(s: SilentesState, asked: readonly Seat[]): Seat | undefined {
  return turnOrder(s).find((seat) => !asked.includes(seat) && mayRespond(s, seat));
}

/** Seats other than the deciding one that may play a provision now (GameStatus.interrupts). */
export function interrupters(s: SilentesState): Seat[] {
  const d = currentDecision(s);
  if (s.result || !rulesAtLeast(s, 2) || !isProvisionMoment(s, d)) return [];
  return turnOrder(s).filter((seat) => seat !== d.seat && mayRespond(s, seat));
}
