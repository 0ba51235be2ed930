/**
 * Party-size scaling (D318–D319): a scenario's clock by party size and events that happen only with
 * enough heroes; the engine stores the clock in play at setup and every reader (status, the event loop,
 * the doom check) reads that one.
 */
import { describe, expect, it } from 'vitest';
import { doomClockFor, doomClockRange, eventHappens, scenarioById } from '../content';
import type { ScenarioDef } from '../content/types';
import { endOfRound } from './round';
import { setupScenario } from './scenario';
import { status } from './status';
import { build, hero } from './test-helpers-e2';
import type { DarknessState, PlacedTile } from './types';

function townOf(sc: ScenarioDef): PlacedTile[] {
  return [{ tile: sc.startTile, tx: 0, ty: 0, rotation: 0 }, ...sc.preplaced.map((p) => ({ tile: p.tile, tx: p.at.tx, ty: p.at.ty, rotation: p.rotation }))];
}

function playing(sc: ScenarioDef, heroes: number, o: { rules?: Record<string, string>; flags?: Record<string, boolean> } = {}): DarknessState {
  const s = build({ scenarioId: sc.id, tiles: townOf(sc), heroes: Array.from({ length: heroes }, (_, i) => hero(i)), rules: o.rules });
  // D318's clocks as rules 1–2 play them (rules 3's balanced clocks: clocks.test.ts).
  s.rulesVersion = 2;
  s.campaignFlags = o.flags ?? {};
  setupScenario(s, sc);
  return s;
}

const onBoard = (s: DarknessState, def: string) => Object.values(s.discs).filter((d) => d.def === def && d.where.zone === 'board');

describe('D318 the doom clock by party size', () => {
  const stacks = scenarioById('quiet_stacks')!;

  it('D318 D228 doomClockFor reads the size\'s clock, else the base one; no clock stays no clock', () => {
    expect(doomClockFor(stacks, 1)).toBe(20);
    expect(doomClockFor(stacks, 2)).toBe(stacks.doomClockByHeroes![2]);
    expect(doomClockFor(stacks, 2)).toBeGreaterThan(20);
    expect(doomClockFor(stacks, 4)).toBeLessThan(20);
    expect(doomClockFor({ ...stacks, doomClock: null }, 2)).toBeNull();
    expect(doomClockRange(stacks)).toEqual({ min: doomClockFor(stacks, 4), max: doomClockFor(stacks, 2) });
    expect(doomClockRange({ ...stacks, doomClock: null })).toBeNull();
  });

  it('D318 setup stores the clock for the party size, campaign flags still shift it, A49 no_clock still has none', () => {
    expect(playing(stacks, 1).scenario.doomClock).toBe(20);
    expect(playing(stacks, 3).scenario.doomClock).toBe(20);
    expect(playing(stacks, 2).scenario.doomClock).toBe(doomClockFor(stacks, 2));
    expect(playing(stacks, 4).scenario.doomClock).toBe(doomClockFor(stacks, 4));
    expect(playing(stacks, 2, { flags: { radio_fixed: true } }).scenario.doomClock).toBe(doomClockFor(stacks, 2)! + 2);
    expect(playing(stacks, 4, { rules: { A49: 'no_clock' } }).scenario.doomClock).toBeUndefined();
  });

  it('D318 the town falls at the clock in play (not the base clock), and the status counts down from it', () => {
    const four = doomClockFor(stacks, 4)!;
    const s = playing(stacks, 4);
    s.round = four - 1;
    expect(status(s).summary.doomLeft).toBe(1);
    endOfRound(s);
    expect(s.result).toBeNull();
    s.round = four;
    endOfRound(s);
    expect(s.result).toMatchObject({ outcome: 'defeat', reason: 'doomClock' });
    const two = playing(stacks, 2);
    two.round = 20;
    endOfRound(two);
    expect(two.result).toBeNull();
    expect(status(two).summary.doomLeft).toBe(doomClockFor(stacks, 2)! - 20);
  });
});

describe('D319 events only for bigger parties', () => {
  const bus = scenarioById('last_bus')!;

  it('D319 eventHappens: no minimum = always; a minimum = that many heroes or more', () => {
    const ev = { round: 3, kind: 'message' as const, text: { es: 'x', en: 'x' } };
    expect(eventHappens(ev, 1)).toBe(true);
    expect(eventHappens({ ...ev, minHeroes: 3 }, 2)).toBe(false);
    expect(eventHappens({ ...ev, minHeroes: 3 }, 3)).toBe(true);
    expect(eventHappens({ ...ev, minHeroes: 3 }, 5)).toBe(true);
  });

  it('D319 D228 an adversary with minHeroes joins at the end of the round before only when the party is big enough', () => {
    const ev = bus.events.find((e) => e.kind === 'adversaryJoins' && e.minHeroes === 3)!;
    if (ev.kind !== 'adversaryJoins') throw new Error('expected an adversary event');
    for (const [heroes, joins] of [[2, false], [3, true], [4, true]] as const) {
      const s = playing(bus, heroes);
      s.round = ev.round - 1;
      endOfRound(s);
      expect(onBoard(s, ev.adversary)).toHaveLength(joins ? 1 : 0);
      expect(s.log.some((l) => l.key === 'adversaryJoins' && l.params.disc === ev.adversary)).toBe(joins);
    }
  });

  it('D319 a round-1 event with minHeroes fires at setup only for a big enough party (The Longest Night, 4+)', () => {
    const night = scenarioById('long_night')!;
    const ev = night.events.find((e) => e.kind === 'adversaryJoins' && e.round === 1 && e.minHeroes === 4)!;
    if (ev.kind !== 'adversaryJoins') throw new Error('expected an adversary event');
    expect(onBoard(playing(night, 3), ev.adversary)).toHaveLength(0);
    expect(onBoard(playing(night, 4), ev.adversary)).toHaveLength(1);
  });
});
