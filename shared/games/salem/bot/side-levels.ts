/**
 * Sims and tests that pit one side's level against the other's (issue 24): a seat's side is dealt
 * at setup, so the game loop (never the bot) reads the setup state to give each seat the level of
 * its side. A seat that a Conspiracy turns into a witch keeps the level it was dealt.
 * Also the Wilson 95% interval the sim prints beside a win rate.
 */
import type { Seat } from '../../../engine/contract';
import type { BotLevel } from '../../../engine/bot-level';
import { levelChooser, type Chooser } from '../../../engine/play';
import type { SalemState } from '../types';

export interface SideLevels {
  town: BotLevel;
  witch: BotLevel;
}

/** The level each seat plays at, by the side it was dealt (everWitch at setup). */
export function levelsBySide(setupState: SalemState, levels: SideLevels): BotLevel[] {
  return setupState.players.map((p) => (p.everWitch ? levels.witch : levels.town));
}

export function sideChooser(setupState: SalemState, levels: SideLevels): Chooser {
  const bySeat = levelsBySide(setupState, levels);
  return levelChooser((seat: Seat) => bySeat[seat] ?? 'normal');
}

/** Wilson score interval (95%) of `wins` out of `n`, as [low, high]; the sims and the ordering test quote it. */
export { wilson } from '../../../engine/wilson';
