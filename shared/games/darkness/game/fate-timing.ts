/**
 * D405 (rules 2) — one timing model for the fate tables' words. A hero's own clock counts half
 * turns: 2k while the hero's k-th turn is played, 2k+1 from its end until their next turn starts.
 * Each phrase of the tables is one window on that clock, whichever result says it:
 *  - "durante este turno" (Oh Crap/Woohoo 8): the rest of this turn (kept on the turn itself);
 *  - "hasta tu siguiente/próximo turno" (Woohoo 2, Oh Crap 7): from now until the next turn starts;
 *  - "durante tu siguiente turno" (Oh Crap 2): that next turn, from its start to its end.
 * Rules 1 states keep D247's counters (`untilTurn`) and their own arithmetic, untouched.
 */
import { heroAt } from './state';
import type { DarknessState, FateWindow, HeroState, Seat } from './types';

export type FateWords = 'untilNextTurn' | 'duringNextTurn';

/** The hero's clock now: their own turn, or the time between two of their turns. */
export function heroClock(s: DarknessState, seat: Seat): number {
  return 2 * heroAt(s, seat).turnsTaken + (s.turn.seat === seat ? 0 : 1);
}

/** The window the words give to an effect the hero gets now (fate is rolled in the hero's own turn). */
export function fateWindow(s: DarknessState, seat: Seat, words: FateWords): FateWindow {
  const next = 2 * heroAt(s, seat).turnsTaken + 2;
  return words === 'untilNextTurn' ? { from: heroClock(s, seat), until: next } : { from: next, until: next + 1 };
}

export function holdsAt(window: FateWindow, clock: number): boolean {
  return window.from <= clock && clock < window.until;
}

/** Clears the windowed effects whose time is over at `clock` (the start or the end of one of the hero's turns). */
export function expireWindows(h: HeroState, clock: number): void {
  const e = h.effects;
  if (e.targetShift && 'window' in e.targetShift && clock >= e.targetShift.window.until) e.targetShift = null;
  if (e.stuckOnTile && 'window' in e.stuckOnTile && clock >= e.stuckOnTile.window.until) e.stuckOnTile = null;
}
