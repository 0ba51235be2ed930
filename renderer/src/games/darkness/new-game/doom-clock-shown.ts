/**
 * What the new-game screen says about a scenario's doom clock (D318): the clock for the chosen party
 * size on the chosen scenario (the one the table will show), the range over party sizes on the others.
 */
import { doomClockFor, doomClockRange } from '../../../../../shared/games/darkness/content';
import type { ScenarioDef } from '../../../../../shared/games/darkness/content/types';

export type DoomClockShown =
  | { key: 'noDoomClock' }
  | { key: 'doomClock'; rounds: number }
  | { key: 'doomClockRange'; min: number; max: number };

export function doomClockShown(s: ScenarioDef, chosen: boolean, heroes: number): DoomClockShown {
  const range = doomClockRange(s);
  if (range === null) return { key: 'noDoomClock' };
  if (range.min === range.max) return { key: 'doomClock', rounds: range.min };
  if (chosen) return { key: 'doomClock', rounds: doomClockFor(s, heroes)! };
  return { key: 'doomClockRange', min: range.min, max: range.max };
}
