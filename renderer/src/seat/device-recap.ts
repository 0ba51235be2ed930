/**
 * "Desde tu último turno" on a seat's own device (SC27): the public lines of the seat's own log
 * written since the later of the seat's own last move and the last "Entendido" on this device,
 * without the seat's own moves (buildRecap's rule). The mark is kept per game and seat in the
 * device's own storage, so a reload or a reconnect lists what was missed, and what was dismissed
 * stays dismissed. Built from the seat's own log only: its public lines, never a line addressed
 * to it (those have no public index), so it holds nothing the device does not already show.
 */
import { buildRecap, type Recap } from '../components/recap';
import type { PublicLogLine } from '../format/resolution-steps';

type Read = Pick<Storage, 'getItem'>;
type Write = Pick<Storage, 'setItem'>;

export const seenKey = (sessionId: string, seat: number): string => `velada.seat.seen.${sessionId}.${seat}`;

/** How many public lines the person on this device had read when they last said "Entendido" (null: never here). */
export function readSeen(storage: Read | null, sessionId: string, seat: number): number | null {
  const raw = storage?.getItem(seenKey(sessionId, seat));
  const n = raw === null || raw === undefined ? NaN : Number(raw);
  return Number.isInteger(n) && n >= 0 ? n : null;
}

export function writeSeen(storage: Write | null, sessionId: string, seat: number, count: number): void {
  try {
    storage?.setItem(seenKey(sessionId, seat), String(count));
  } catch {
    // A full or refused storage: the recap just starts after the seat's last move again.
  }
}

/** The recap a seat's device shows now; `seen` is readSeen's mark (null: since the seat's last move). */
export function deviceRecap<E extends PublicLogLine>(log: readonly E[], seat: number, seen: number | null, moves: ReadonlySet<string>): Recap<E> {
  const sinceOwnMove = buildRecap(log, seat, null, moves).from;
  return buildRecap(log, seat, seen === null ? sinceOwnMove : Math.max(seen, sinceOwnMove), moves);
}
