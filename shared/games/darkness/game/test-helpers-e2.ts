/**
 * Constructed states for E2's rule tests (encounters, combat, scenario, Master): a real town of
 * content tiles, heroes where a test puts them, discs by content id, and `settle` to resolve the
 * pending check with a chosen outcome through the flow's 'resolved' step (what checks.ts returns
 * after the dice).
 *
 * The default town is Curfew Radio's start: the café at tile (0,0) and the police station at (1,0).
 * Café (x 0–7): `?` at (2,2) (5,2) (4,4), `!` (3,3), door (6,3) with 1 lock, yard row y=6.
 * Police (x 8–15): door (11,1) 2 locks, `?` at (10,2) (13,2) (10,4) (13,4), `!` (11,3), door (14,5) 3 locks.
 */
import { expect } from 'vitest';
import { seedRng } from '../../../engine/rng';
import { DEFAULT_RULES } from '../characters/house-rules';
import { runFlow } from './flow';
import { apply } from './rules';
import type { CheckSpec, DarknessAction, DarknessState, DiscInstance, DiscZone, HeroState, PlacedTile, RollRecord, Seat, Square } from './types';
import { RULES_VERSION } from './rules-version';
import { quietFlow } from './test-flow';

export const NAMES = ['Ana', 'Luis', 'Marta', 'Pablo'];

export interface Build {
  heroes?: Partial<HeroState>[];
  tiles?: PlacedTile[];
  rules?: Record<string, string>;
  scenarioId?: string;
  master?: boolean;
  round?: number;
  seed?: string;
}

export function hero(seat: Seat, o: Partial<HeroState> = {}): HeroState {
  return {
    seat,
    characterId: null,
    pregenId: null,
    name: NAMES[seat] ?? `H${seat}`,
    attributes: { speed: 3, attack: 3, dexterity: 3, intelligence: 3, persuasion: 3, medicine: 3, defense: 3 },
    skills: {},
    maxHealth: 3,
    health: 3,
    vp: 0,
    failures: 0,
    carryLimit: 5,
    at: { x: 3, y: 2 },
    alive: true,
    perceptionUsed: [],
    effects: { targetShift: null, nextDoorShut: false, stuckOnTile: null, bleeding: false, nextCheck: null, extraTurn: false, loseRestOfTurn: false },
    turnsTaken: 1,
    ...o,
  };
}

export const CAFE_AND_POLICE: PlacedTile[] = [
  { tile: 'cafe', tx: 0, ty: 0, rotation: 0 },
  { tile: 'police', tx: 1, ty: 0, rotation: 0 },
];

export function build(o: Build = {}): DarknessState {
  const heroes = (o.heroes ?? [{}]).map((h, i) => hero(i, h));
  return {
    v: 1,
    rulesVersion: RULES_VERSION,
    contentVersion: 'test',
    rng: seedRng(o.seed ?? 'e2'),
    scenarioId: o.scenarioId ?? 'curfew_radio',
    master: o.master ?? false,
    rules: { ...DEFAULT_RULES, ...(o.rules ?? {}) },
    campaignFlags: {},
    heroes,
    tiles: o.tiles ?? CAFE_AND_POLICE,
    stack: [],
    doors: {},
    discs: {},
    peeks: {},
    ...quietFlow(0, o.round ?? 1),
  };
}

/** Adds a disc instance with the next id; returns its id. */
export function addDisc(s: DarknessState, def: string, kind: DiscInstance['kind'], where: DiscZone, extra: Partial<DiscInstance> = {}): string {
  const id = `d${Object.keys(s.discs).length + 1}`;
  s.discs[id] = { id, def, kind, where, awardedVp: 0, usesLeft: null, damage: 0, lockedUntilTurn: null, following: null, ...extra };
  return id;
}

export const faceDown = (at: Square): DiscZone => ({ zone: 'board', at: { ...at }, faceUp: false });
export const faceUp = (at: Square): DiscZone => ({ zone: 'board', at: { ...at }, faceUp: true });
export const held = (seat: Seat): DiscZone => ({ zone: 'held', seat });

/** The pending check (fails the test when something else is pending). */
export function pendingCheck(s: DarknessState): CheckSpec {
  const p = s.pending;
  if (!p || p.kind !== 'build') throw new Error(`expected a check, pending is ${p ? p.kind : 'null'}`);
  return p.check;
}

/** Resolves the pending check as if rolled: `success` and the hand's `level` (what checks.ts hands over). */
export function settle(s: DarknessState, success: boolean | null, level = success ? 3 : 0, assists: RollRecord['assists'] = []): CheckSpec {
  const check = pendingCheck(s);
  const roll: RollRecord = { seat: check.seat, purpose: check.purpose.kind, faces: [], assists, level, success, rerolled: 0 };
  s.pending = null;
  s.lastRoll = roll;
  runFlow(s, { step: 'resolved', check, roll });
  return check;
}

export function logKeys(s: DarknessState): string[] {
  return s.log.map((e) => e.key);
}

export function expectPending(s: DarknessState, kind: string | null): void {
  expect(s.pending?.kind ?? null).toBe(kind);
}

/** The reducer's answer, which must be an acceptance. */
export function act(s: DarknessState, seat: Seat, a: DarknessAction): DarknessState {
  const r = apply(s, seat, a);
  if (!r.ok) throw new Error(`${a.type} refused: ${r.error.code}`);
  return r.state;
}

/** The code of the reducer's refusal (fails the test when the action is accepted). */
export function refusedWith(s: DarknessState, seat: Seat, a: DarknessAction): string {
  const r = apply(s, seat, a);
  if (r.ok) throw new Error(`${a.type} was accepted`);
  return r.error.code;
}
