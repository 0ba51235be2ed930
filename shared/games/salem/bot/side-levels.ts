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

/** Wilson score interval (95%, z = 1.96) of `wins` out of `n`, as [low, high]; [0, 1] for n = 0. */
export function wilson(wins: number, n: number, z = 1.96): [number, number] {
  if (n <= 0) return [0, 1];
  const p = wins / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}
