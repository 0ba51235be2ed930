/**
 * Rules 3 (issue 24, rulings D412–D414): the doom clock by party size, set from Normal hero bots'
 * games so each scenario lands inside the 25–75 % band where the clock is what decides it. A rules
 * table, not content: the content (and its version) stays as it was, and a game keeps the clock of
 * the rules it began under — setup reads it once (scenario.ts) from the state's rules version, so a
 * rules-2 save replays from setup to the same clock and hash. Sizes not listed keep the content's clock.
 */
import { doomClockFor } from '../content';
import type { ScenarioDef } from '../content/types';

/** The first rules version with these clocks. */
export const BALANCED_CLOCKS = 3;

/** Rounds on the clock by scenario and party size (before campaign flags), from rules 3. */
export const CLOCKS_FROM_RULES_3: Readonly<Record<string, Readonly<Partial<Record<number, number>>>>> = {
  curfew_radio: { 1: 18, 3: 6, 4: 5 },
  quiet_stacks: { 1: 40 },
  chemistry_lesson: { 1: 28 },
};

/** The clock a game of `heroes` heroes begun under `rulesVersion` plays with (null = no clock). */
export function doomClockInPlay(sc: ScenarioDef, heroes: number, rulesVersion: number): number | null {
  if (sc.doomClock === null) return null;
  const balanced = rulesVersion >= BALANCED_CLOCKS ? CLOCKS_FROM_RULES_3[sc.id]?.[heroes] : undefined;
  return balanced ?? doomClockFor(sc, heroes);
}

/** Every clock the scenario can have over its party sizes under `rulesVersion`, smallest first (null = no clock). */
export function doomClockRangeInPlay(sc: ScenarioDef, rulesVersion: number): { min: number; max: number } | null {
  if (sc.doomClock === null) return null;
  const clocks: number[] = [];
  for (let n = sc.players.min; n <= sc.players.max; n++) clocks.push(doomClockInPlay(sc, n, rulesVersion)!);
  return { min: Math.min(...clocks), max: Math.max(...clocks) };
}
