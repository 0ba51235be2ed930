/**
 * Which hero sheets the table shows, first to last. The acting hero's sheet (whose turn or
 * decision it is) is on every table; a hero's own view also shows its own sheet, first, when
 * someone else acts — on that hero's phone while another hero or the Master decides, the hero
 * keeps sight of their own Health, items and effects (issue 23, SC28). The Master and the
 * public table are no hero: they see the acting hero's sheet alone.
 */
import type { Seat } from '../../../../../shared/games/darkness/game/types';

export interface SheetSeat {
  seat: Seat;
  /** The viewer's own sheet: its own area on a phone (`.table-own`, SC25). */
  own: boolean;
}

export function sheetSeats(heroCount: number, viewer: Seat | null, acting: Seat): SheetSeat[] {
  const own = viewer !== null && viewer >= 0 && viewer < heroCount ? viewer : null;
  if (own === null) return [{ seat: acting, own: false }];
  if (own === acting) return [{ seat: own, own: true }];
  return [
    { seat: own, own: true },
    { seat: acting, own: false },
  ];
}
