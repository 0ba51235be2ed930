/** What the *Pantallas* panel says of one seat, read from the host's status alone. */
import type { Seat } from '../../../../shared/engine/contract';
import type { ScreensStatus } from '../../../../shared/ipc/contract';

/** none: plays here; waiting: a link not yet opened; connected: its phone is on; away: its phone dropped off. */
export type SeatRowState = 'none' | 'waiting' | 'connected' | 'away';

export function seatState(status: ScreensStatus | null, seat: Seat): SeatRowState {
  const row = status?.on ? status.seats.find((s) => s.seat === seat) : undefined;
  if (!row || row.link === 'none') return 'none';
  if (row.link === 'waiting') return 'waiting';
  return row.connected ? 'connected' : 'away';
}
