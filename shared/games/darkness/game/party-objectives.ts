/**
 * Rules 3 (issue 24, rulings D416–D418): a scenario's objective by party size where the clock is not
 * what decides it — how many heroes must stand on the edge when the bus comes (Last Bus Out), how
 * many wounds the Bell-Ringer takes (The Longest Night). A rules table like clocks.ts, not content:
 * setup writes the values for this party size into `state.scenario` (so the view, the bots and the
 * table read the ones in play) only for games begun under rules 3 or later; a game begun under
 * rules 1–2 writes nothing and plays with the content's objective, so its save replays to the same state.
 */
import type { Objective, ScenarioDef } from '../content/types';
import type { DarknessState } from './types';

/** The first rules version with these objectives. */
export const PARTY_OBJECTIVES = 3;

export interface PartyObjective {
  /** Heroes who must stand on the edge at once (instead of the content's fraction of the party). */
  edgeHeroes?: number;
  /** The round the bus comes, from which the edge counts (instead of the content's `fromRound`). */
  edgeFromRound?: number;
  /** Wounds the scenario's boss takes (instead of its disc's health). */
  bossHealth?: number;
}

/** By scenario and party size, from rules 3; sizes not listed keep the content's objective. */
export const OBJECTIVES_FROM_RULES_3: Readonly<Record<string, Readonly<Partial<Record<number, PartyObjective>>>>> = {
  last_bus: { 3: { edgeFromRound: 12 }, 4: { edgeHeroes: 4 } },
  long_night: { 1: { bossHealth: 1 }, 4: { bossHealth: 4 } },
};

/** The state.scenario keys setup writes. */
export const EDGE_HEROES_KEY = 'edgeHeroes';
export const EDGE_FROM_ROUND_KEY = 'edgeFromRound';
export const bossHealthKey = (bossDef: string): string => `bossHealth.${bossDef}`;

/** The rules-3 objective for `heroes` heroes of `sc` under `rulesVersion` (empty = the content's). */
export function partyObjectiveInPlay(sc: ScenarioDef, heroes: number, rulesVersion: number): PartyObjective {
  return rulesVersion >= PARTY_OBJECTIVES ? (OBJECTIVES_FROM_RULES_3[sc.id]?.[heroes] ?? {}) : {};
}

/** Setup: record this party's objective in the state (rules 3 on; nothing for rules 1–2). */
export function setupPartyObjective(s: DarknessState, sc: ScenarioDef): void {
  const o = partyObjectiveInPlay(sc, s.heroes.length, s.rulesVersion);
  if (o.edgeHeroes !== undefined && sc.objective.kind === 'reachEdge') s.scenario[EDGE_HEROES_KEY] = o.edgeHeroes;
  if (o.edgeFromRound !== undefined && sc.objective.kind === 'reachEdge') s.scenario[EDGE_FROM_ROUND_KEY] = o.edgeFromRound;
  if (o.bossHealth !== undefined) for (const b of sc.bosses) s.scenario[bossHealthKey(b.id)] = o.bossHealth;
}

/** Heroes needed on the edge at once: the number setup recorded, else the content's fraction of the party. */
export function edgeHeroesNeeded(scenario: DarknessState['scenario'], obj: Extract<Objective, { kind: 'reachEdge' }>, heroes: number): number {
  const n = scenario[EDGE_HEROES_KEY];
  return typeof n === 'number' ? n : Math.ceil(obj.fraction * heroes);
}

/** The first round the edge counts: the round setup recorded, else the content's (absent = round 1). */
export function edgeFromRound(scenario: DarknessState['scenario'], obj: Extract<Objective, { kind: 'reachEdge' }>): number {
  const n = scenario[EDGE_FROM_ROUND_KEY];
  return typeof n === 'number' ? n : (obj.fromRound ?? 1);
}

/** A boss's health in play: the number setup recorded, else its disc's. */
export function bossHealthInPlay(scenario: DarknessState['scenario'], bossDef: string, base: number): number {
  const n = scenario[bossHealthKey(bossDef)];
  return typeof n === 'number' ? n : base;
}
