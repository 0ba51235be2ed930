/**
 * When the play screen shows a public moment, and whom it names as next (SC23): pure, from what
 * the table store shows. A moment waits for a person — a cover, a person's own decision at this
 * screen, or a seat deciding on its own phone while this screen shows the public table — and never
 * for a bot's move, so it comes right before the next person, wherever that person is.
 */
import type { Seat } from '../../../shared/engine/contract';

export interface MomentScreen {
  /** The table store's mode ('handoff', 'table', …). */
  mode: string;
  handoffSeat: Seat | null;
  /** The seat whose view is on screen (null: the public table). */
  seat: Seat | null;
  /** The game is over. */
  over: boolean;
  /** The bot deciding now, if any. */
  botThinking: Seat | null;
  /** The seats deciding now on their own device (the store's "decide en su teléfono"). */
  onDevice: readonly Seat[];
}

/** Whether the screen is about to wait for a person, so a moment may show now. */
export function momentMayShow(screen: MomentScreen): boolean {
  if (screen.mode === 'handoff') return true;
  if (screen.mode !== 'table') return false;
  return screen.botThinking === null || screen.onDevice.length > 0;
}

/** The person who decides next, and whether they do it on their own device. */
export function momentNext(screen: MomentScreen): { seat: Seat | null; onDevice: boolean } {
  if (screen.over) return { seat: null, onDevice: false };
  if (screen.mode === 'handoff') return { seat: screen.handoffSeat, onDevice: false };
  if (screen.seat !== null) return { seat: screen.seat, onDevice: false };
  const phone = screen.onDevice[0];
  return phone === undefined ? { seat: null, onDevice: false } : { seat: phone, onDevice: true };
}
