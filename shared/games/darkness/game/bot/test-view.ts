/**
 * Constructed views for the hero bot's unit tests: the café (the intro's start) at tile 0,0 and
 * the police station east of it, pregen heroes, discs as a seat would see them. Tests change what
 * they need on the returned object.
 */
import { DEFAULT_RULES, PREGENS } from '../../characters';
import type { DarknessView, HeroState, Square, ViewDisc } from '../types';
import { quietFlow } from '../test-flow';

export function heroFixture(seat: number, pregenIndex: number, at: Square): HeroState {
  const p = PREGENS[pregenIndex]!;
  const skills: HeroState['skills'] = {};
  for (const s of p.skills) skills[s.skill] = s.tier;
  return {
    seat,
    characterId: null,
    pregenId: p.id,
    name: p.name,
    attributes: { ...p.attributes },
    skills,
    maxHealth: p.attributes.defense,
    health: p.attributes.defense,
    vp: 0,
    failures: 0,
    carryLimit: 5,
    at: { ...at },
    alive: true,
    perceptionUsed: [],
    effects: { targetShift: null, nextDoorShut: false, stuckOnTile: null, bleeding: false, nextCheck: null, extraTurn: false, loseRestOfTurn: false },
    turnsTaken: 1,
  };
}

export function discFixture(id: string, def: string | null, kind: ViewDisc['kind'], where: ViewDisc['where'], extra: Partial<ViewDisc> = {}): ViewDisc {
  return { id, where, def, kind, awardedVp: 0, usesLeft: null, damage: 0, peeked: false, ...extra };
}

export function viewFixture(heroes: HeroState[], discs: ViewDisc[] = [], viewer = 0): DarknessView {
  return {
    viewer,
    isMaster: false,
    scenarioId: 'curfew_radio',
    contentVersion: 'test',
    rules: { ...DEFAULT_RULES },
    heroes,
    tiles: [
      { tile: 'cafe', tx: 0, ty: 0, rotation: 0 },
      { tile: 'police', tx: 1, ty: 0, rotation: 0 },
    ],
    stackCount: 10,
    doors: {},
    discs,
    ...quietFlow(viewer),
    master: null,
  };
}
