/** The end screen's figures: each hero's VP, alive or not, and whether they won (DarknessResult.winners). */
import type { DarknessView, Seat } from '../../../../../shared/games/darkness/game/types';
import type { Translator } from '../../../i18n/translator';
import type { EndDescribers } from '../../../components/end-describers';

export interface EndRow {
  seat: Seat;
  name: string;
  vp: number;
  alive: boolean;
  winner: boolean;
}

/** Heroes by VP, highest first (seat order on a tie), winners marked. */
export function endRows(view: DarknessView): EndRow[] {
  const winners = new Set(view.result?.winners ?? []);
  return view.heroes
    .map((h) => ({ seat: h.seat, name: h.name, vp: h.vp, alive: h.alive, winner: winners.has(h.seat) }))
    .sort((a, b) => b.vp - a.vp || a.seat - b.seat);
}

/** Why the game ended, in words; an unknown reason still reads (as itself). */
export function reasonText(tr: Translator, reason: string): string {
  const key = `darkness.table.end.reason.${reason}`;
  return tr.te(key) ? tr.t(key) : reason;
}

/** The shared summary's held-pieces words: a hero ends carrying discs, not holding a hand of cards. */
export function heldWords(tr: Translator): Required<Pick<EndDescribers, 'handsTitle' | 'emptyHand'>> {
  return { handsTitle: tr.t('darkness.table.end.heldTitle'), emptyHand: tr.t('darkness.table.end.heldNothing') };
}
