/**
 * Balance aid (ruling D225): with the exact odds table (dice/odds.ts), every disc can be won by a
 * typical starting character and no adversary is out of reach. Balancing by bot games is the sim's.
 */
import { describe, expect, it } from 'vitest';
import { oddsAtLeast } from '../dice/odds';
import { discById, DISCS, itemDice, scenarioById } from './index';
import type { ItemDisc } from './types';

/** P(a roll of `dice` dice reaches `level`). */
const reach = (dice: number, level: number): number => oddsAtLeast(dice)[level - 1]!;

/** A typical starting character: a 3-die attribute and a basic skill (+1 die). */
const TYPICAL = 4;
/** The character built for it: a 4-die attribute and a basic skill. */
const SPECIALIST = 5;
const FLOOR = 0.1;

describe('every disc is winnable (D225)', () => {
  it('D225 items and allies up to 3K are found or won by a typical starter ≥ 10% of the time; the one 4S disc by a specialist', () => {
    for (const d of DISCS.filter((x) => x.kind === 'item' || x.kind === 'ally')) {
      const dice = d.difficulty <= 4 ? TYPICAL : SPECIALIST;
      expect(reach(dice, d.difficulty), d.id).toBeGreaterThanOrEqual(FLOOR);
    }
    expect(DISCS.filter((d) => d.difficulty >= 5).map((d) => d.id)).toEqual(['shotgun']);
  });

  it('D205 the pistols sit at 3K (the gun shop\'s level): at 4S a typical starter would find one only 6% of the time', () => {
    expect(DISCS.filter((d) => d.id.startsWith('pistol')).map((d) => d.difficulty)).toEqual([4, 4]);
    expect(reach(TYPICAL, 5)).toBeLessThan(FLOOR);
    expect(reach(TYPICAL, 4)).toBeGreaterThanOrEqual(FLOOR);
  });

  it('D225 security is talked round by a typical starter and beaten in its one round of combat', () => {
    for (const d of DISCS) {
      if (d.kind !== 'security') continue;
      expect(reach(TYPICAL, d.difficulty), d.id).toBeGreaterThanOrEqual(FLOOR);
      if (d.combat) expect(reach(TYPICAL, d.combat.defense), d.id).toBeGreaterThanOrEqual(FLOOR);
    }
  });

  it('D225 every adversary disc falls to a 4-die attack ≥ 10% per roll (three rolls a turn)', () => {
    for (const d of DISCS) {
      if (d.kind !== 'adversary') continue;
      expect(reach(TYPICAL, d.defense), d.id).toBeGreaterThanOrEqual(FLOOR);
      // …and a 3-die Defense can hold it off at least sometimes.
      expect(reach(3, d.attack), d.id).toBeGreaterThan(0);
    }
  });

  it('D213 D314 the Bandaged Lady (Defense 3K) is hard without the ward and fair with it (+2 dice)', () => {
    const lady = scenarioById('chemistry_lesson')!.bosses[0]!;
    const ward = discById('ward') as ItemDisc;
    // The ward is made by the scenario's action, never found among the 50.
    expect(DISCS.some((d) => d.id === 'ward')).toBe(false);
    expect(lady.defense).toBe(4);
    expect(reach(TYPICAL, lady.defense)).toBeLessThan(0.2);
    const withWard = TYPICAL + itemDice(ward, ['attack', 'undead']);
    expect(withWard).toBe(6);
    expect(reach(withWard, lady.defense)).toBeGreaterThan(0.45);
    expect(lady.tags).toContain('undead');
  });

  it('D213 D316 the Bell-Ringer\'s 3S Defense falls to a 4-die attack 38% of the time, so 2 wounds take about 5 attack rolls', () => {
    const ringer = scenarioById('long_night')!.bosses[0]!;
    expect(ringer.health).toBe(2);
    const p = reach(TYPICAL, ringer.defense);
    expect(p).toBeGreaterThan(0.35);
    expect(Math.round(ringer.health / p)).toBe(5);
  });
});
