/**
 * Carrying (digest §1.6, D401): a hero's load against their limit, settled after anything comes into
 * their hands — rules 1 drop (free) until it fits; rules 2 first roll Strength for a new limit. What
 * follows a gain (give, pick up, find, win, a fate's transfer) in every rule module.
 */
import type { Next } from './next';
import { seedReading } from './seed-reading';
import { heldBy, heroAt, log } from './state';
import type { CheckSpec, DarknessState, RollRecord, Seat } from './types';
import { weightOf } from './vp';

export const BASE_CARRY = 5;

export function load(s: DarknessState, seat: Seat): number {
  return heldBy(s, seat).reduce((sum, d) => sum + weightOf(s, d), 0);
}

/**
 * Over the limit (1.6), asked only when nothing else is pending: rules 1 drop (free) until it fits.
 * D401 (rules 2, l.153 "cuando intenten cargar sobre los 5 puntos… deben realizar una tirada de
 * fuerza"): the first time a gain goes past the limit the hero rolls Strength for a new limit, and
 * only what still does not fit is dropped (free). `rolled`: that roll was made (or a drop is under way).
 */
export function settleCarry(s: DarknessState, seat: Seat, rolled = false): Next | null {
  const hero = heroAt(s, seat);
  const over = load(s, seat) - hero.carryLimit;
  if (over <= 0 || s.pending !== null || !hero.alive) return null;
  if (!rolled && seedReading(s)) {
    log(s, 'carry.overLimit', { seat, load: over + hero.carryLimit, limit: hero.carryLimit });
    return { step: 'check', spec: carrySpec(seat) };
  }
  s.pending = { kind: 'drop', seat, over };
  return null;
}

/** A Strength roll for the carrying limit (1.6): Attack, Brawn, help welcome. */
export function carrySpec(seat: Seat): CheckSpec {
  return { purpose: { kind: 'carry' }, seat, attribute: 'attack', skills: ['brawn'], itemUses: [], target: { kind: 'none' }, assistable: true };
}

/** 1.6: the new limit is 5 + levels; no level at all falls back to 5. */
export function onCarryCheck(s: DarknessState, check: CheckSpec, roll: RollRecord): Next | null {
  const hero = heroAt(s, check.seat);
  hero.carryLimit = BASE_CARRY + roll.level;
  log(s, 'carry.limit', { seat: check.seat, limit: hero.carryLimit });
  return settleCarry(s, check.seat, true);
}
