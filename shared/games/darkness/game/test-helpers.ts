/**
 * Test helpers for E1's rule tests: a real game from `setup` (a scenario with given heroes and house
 * rules), then exact situations made by overriding fields, and thin wrappers around the reducer.
 *
 * Curfew Radio's town: the café at tile (0,0) (door (6,3) with 1 lock, `?` (2,2) (5,2) (4,4), `!`
 * (3,3)) and the police station at (1,0) (door (11,1) 2 locks, door (14,5) 3 locks).
 */
import { expect } from 'vitest';
import type { Attributes } from '../characters/attributes';
import { seedRng } from '../../../engine/rng';
import { darkness } from './index';
import { runFlow } from './flow';
import type { CheckSpec, DarknessAction, DarknessOptions, DarknessState, DiscInstance, DiscZone, HeroSetup, RollRecord, Seat } from './types';

export const NAMES = ['Ana', 'Luis', 'Marta', 'Pablo', 'Sara', 'Teo'];

export function heroSetup(o: Partial<HeroSetup> & { attrs?: Partial<Attributes> } = {}, i = 0): HeroSetup {
  const { attrs, ...rest } = o;
  return {
    characterId: null,
    pregenId: null,
    name: NAMES[i] ?? `H${i}`,
    attributes: { speed: 3, attack: 3, dexterity: 3, intelligence: 3, persuasion: 3, medicine: 3, defense: 4, ...(attrs ?? {}) },
    skills: {},
    maxHealth: 4,
    startingVp: 0,
    keptItems: [],
    ...rest,
  };
}

export interface Game {
  heroes?: (Partial<HeroSetup> & { attrs?: Partial<Attributes> })[];
  rules?: Record<string, string>;
  scenarioId?: string;
  seed?: string;
  master?: boolean;
  /** The rules version to set up under (default: the current one). */
  rulesVersion?: number;
}

export function options(g: Game = {}): DarknessOptions {
  const heroes = (g.heroes ?? [{}]).map((h, i) => heroSetup(h, i));
  return { scenarioId: g.scenarioId ?? 'curfew_radio', heroes, master: g.master ?? false, houseRules: g.rules ?? {}, campaignId: null, campaignFlags: {} };
}

/** A new game whose first player is seat 0 (A20 first-seat unless the test sets A20). */
export function newGame(g: Game = {}): DarknessState {
  return darkness.setup(options({ ...g, rules: { A20: 'lobby_order_first_seat', ...(g.rules ?? {}) } }), g.seed ?? 'e1', g.rulesVersion);
}

export function act(s: DarknessState, seat: Seat, action: DarknessAction): DarknessState {
  const r = darkness.apply(s, seat, action);
  if (!r.ok) throw new Error(`refused ${JSON.stringify(action)}: ${r.error.code} ${r.error.message}`);
  return r.state;
}

export function refused(s: DarknessState, seat: Seat, action: DarknessAction, code: string): void {
  const r = darkness.apply(s, seat, action);
  expect(r.ok).toBe(false);
  if (!r.ok) expect(r.error.code).toBe(code);
}

/** A copy with some fields replaced (a constructed situation), the rest as setup made it. */
export function edit(s: DarknessState, f: (d: DarknessState) => void): DarknessState {
  const d = structuredClone(s);
  f(d);
  return d;
}

/** Puts a disc of content `def` somewhere (new id). */
export function putDisc(s: DarknessState, def: string, kind: DiscInstance['kind'], where: DiscZone, extra: Partial<DiscInstance> = {}): string {
  let n = Object.keys(s.discs).length + 1;
  while (s.discs[`t${n}`]) n++;
  const id = `t${n}`;
  s.discs[id] = { id, def, kind, where, awardedVp: 0, usesLeft: null, damage: 0, lockedUntilTurn: null, following: null, ...extra };
  return id;
}

/** Clears the board of discs (so a test's squares hold only what it puts there). */
export function clearDiscs(s: DarknessState): void {
  for (const d of Object.values(s.discs)) if (d.where.zone === 'board') d.where = { zone: 'removed' };
}

/** Resolves a check as if these faces had been rolled (through the flow's 'resolved' step, as checks.ts does). */
export function settle(s: DarknessState, check: CheckSpec, roll: Partial<RollRecord>): DarknessState {
  return edit(s, (d) => {
    d.pending = null;
    runFlow(d, { step: 'resolved', check, roll: { seat: check.seat, purpose: check.purpose.kind, faces: [], assists: [], level: 0, success: null, rerolled: 0, ...roll } });
  });
}

/** Tries seeds until `pick` likes the state that `make` builds (for dice-dependent situations). */
export function findSeed<T>(make: (seed: string) => T, pick: (t: T) => boolean, tries = 400): T {
  for (let i = 0; i < tries; i++) {
    const t = make(`seed-${i}`);
    if (pick(t)) return t;
  }
  throw new Error('no seed gave the wanted situation');
}

export function rng(seed: string) {
  return seedRng(seed);
}
