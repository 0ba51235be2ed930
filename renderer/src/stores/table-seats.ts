/**
 * Who may see the screen, read from a snapshot alone: the pass-and-play rules the table store
 * (table.ts) follows to pick the next screen. Pure, so they hold for every game.
 *
 * `devices` are the seats played on their own device (a phone or a seat window, issue 23): their
 * person is not at this screen, so this screen never hands them the device, never shows their view
 * (outside open hands and the end) and shows the public table while they decide.
 */
import type { Seat } from '../../../shared/engine/contract';
import type { ScreensStatus, SessionSnapshot } from '../../../shared/ipc/contract';

export type DeviceSeats = ReadonlySet<Seat>;
export const NO_DEVICES: DeviceSeats = new Set();

/** Seats played by people (the services list the bot seats). */
export function humanSeats(snap: SessionSnapshot): Seat[] {
  const bots = new Set(snap.session.bots ?? []);
  return snap.session.players.map((_, seat) => seat).filter((seat) => !bots.has(seat));
}

/**
 * The seats on a device: a claimed link while phones are on. A device that dropped off the Wi-Fi
 * stays its seat's (it reconnects by itself, SC7); with phones off nothing can reach a device, so
 * every seat is back at this screen (SC15).
 */
export function deviceSeatsOf(status: ScreensStatus | null): DeviceSeats {
  if (!status?.on) return NO_DEVICES;
  return new Set(status.seats.filter((s) => s.link === 'claimed').map((s) => s.seat));
}

/** Who must get the device next, or null when the snapshot can be shown as it is. */
export function nextHolder(snap: SessionSnapshot, devices: DeviceSeats = NO_DEVICES): Seat | null {
  if (snap.status.result) return null;
  if (snap.botToMove !== null && snap.botToMove !== undefined) return null;
  if (snap.seat !== null && snap.status.deciding.includes(snap.seat) && !devices.has(snap.seat)) return null;
  const candidates = [snap.handoffTo ?? null, ...snap.status.deciding];
  return candidates.find((seat): seat is Seat => seat !== null && !devices.has(seat)) ?? null;
}

/** The seats deciding now on their own device ("Ana decide en su teléfono"). */
export function deviceDeciders(snap: SessionSnapshot | null, devices: DeviceSeats): Seat[] {
  if (!snap || snap.status.result || devices.size === 0) return [];
  return snap.status.deciding.filter((seat) => devices.has(seat));
}

/**
 * The seat whose view to show while a bot decides: the only human's own, or the public
 * table when several people share the screen (nobody's hand may show between turns) or the only
 * human plays on a device.
 */
export function watcherSeat(snap: SessionSnapshot, devices: DeviceSeats = NO_DEVICES): Seat | null {
  const humans = humanSeats(snap);
  return humans.length === 1 && !devices.has(humans[0]!) ? humans[0]! : null;
}

/** No other person can be looking at the screen, so any seat's view may show on it. */
export function nobodyElseLooks(snap: SessionSnapshot | null, devices: DeviceSeats = NO_DEVICES): boolean {
  if (!snap) return false;
  return snap.openInformation || snap.status.result !== null || watcherSeat(snap, devices) !== null;
}
