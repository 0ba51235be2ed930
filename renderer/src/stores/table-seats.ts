/**
 * Who may see the screen, read from a snapshot alone: the pass-and-play rules the table store
 * (table.ts) follows to pick the next screen. Pure, so they hold for every game.
 */
import type { Seat } from '../../../shared/engine/contract';
import type { SessionSnapshot } from '../../../shared/ipc/contract';

/** Seats played by people (the services list the bot seats). */
export function humanSeats(snap: SessionSnapshot): Seat[] {
  const bots = new Set(snap.session.bots ?? []);
  return snap.session.players.map((_, seat) => seat).filter((seat) => !bots.has(seat));
}

/** Who must get the device next, or null when the snapshot can be shown as it is. */
export function nextHolder(snap: SessionSnapshot): Seat | null {
  if (snap.status.result) return null;
  if (snap.botToMove !== null && snap.botToMove !== undefined) return null;
  if (snap.seat !== null && snap.status.deciding.includes(snap.seat)) return null;
  return snap.handoffTo ?? snap.status.deciding[0] ?? null;
}

/**
 * The seat whose view to show while a bot decides: the only human's own, or the public
 * table when several people share the screen (nobody's hand may show between turns).
 */
export function watcherSeat(snap: SessionSnapshot): Seat | null {
  const humans = humanSeats(snap);
  return humans.length === 1 ? humans[0]! : null;
}

/** No other person can be looking at the screen, so any seat's view may show on it. */
export function nobodyElseLooks(snap: SessionSnapshot | null): boolean {
  if (!snap) return false;
  return snap.openInformation || snap.status.result !== null || humanSeats(snap).length === 1;
}
