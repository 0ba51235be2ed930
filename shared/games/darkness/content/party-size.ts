/**
 * Party-size scaling of a scenario (D318): the doom clock for a party of N heroes and whether a
 * scheduled event happens with them. The engine reads the clock once at setup (the state keeps the
 * one in play); the new-game screen shows it for the chosen party size.
 */
import type { ScenarioDef, ScenarioEvent } from './types';

/** The doom clock (rounds) for `heroes` heroes, before campaign flags; null = no clock. */
export function doomClockFor(sc: ScenarioDef, heroes: number): number | null {
  if (sc.doomClock === null) return null;
  return sc.doomClockByHeroes?.[heroes] ?? sc.doomClock;
}

/** Every clock the scenario can have over its party sizes (null = no clock), smallest first. */
export function doomClockRange(sc: ScenarioDef): { min: number; max: number } | null {
  if (sc.doomClock === null) return null;
  const clocks: number[] = [];
  for (let n = sc.players.min; n <= sc.players.max; n++) clocks.push(doomClockFor(sc, n)!);
  return { min: Math.min(...clocks), max: Math.max(...clocks) };
}

export function eventHappens(ev: ScenarioEvent, heroes: number): boolean {
  return ev.minHeroes === undefined || heroes >= ev.minHeroes;
}
