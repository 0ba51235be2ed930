/**
 * What the new-game screen says about a scenario's doom clock (D318): the clock for the chosen party
 * size on the chosen scenario (the one the table will show), the range over party sizes on the others.
 * A new game plays this build's rules, so the clocks are those of RULES_VERSION (D412–D414, clocks.ts).
 */
import { doomClockInPlay, doomClockRangeInPlay } from '../../../../../shared/games/darkness/game/clocks';
import { RULES_VERSION } from '../../../../../shared/games/darkness/game/rules-version';
import type { ScenarioDef } from '../../../../../shared/games/darkness/content/types';

export type DoomClockShown =
  | { key: 'noDoomClock' }
  | { key: 'doomClock'; rounds: number }
  | { key: 'doomClockRange'; min: number; max: number };

export function doomClockShown(s: ScenarioDef, chosen: boolean, heroes: number): DoomClockShown {
  const range = doomClockRangeInPlay(s, RULES_VERSION);
  if (range === null) return { key: 'noDoomClock' };
  if (range.min === range.max) return { key: 'doomClock', rounds: range.min };
  if (chosen) return { key: 'doomClock', rounds: doomClockInPlay(s, heroes, RULES_VERSION)! };
  return { key: 'doomClockRange', min: range.min, max: range.max };
}
