/**
 * Options for bot games (the sim, the bench, the property tests): Velada's pregens as heroes, in
 * an order that rotates with the game number so every character plays every seat over a run, the
 * default house rules, no campaign. A pregen plays as Velada made it (A44), like the services'
 * pregen heroes: its sheet's attributes and skills, full Health, no kept items.
 */
import { DEFAULT_RULES, PREGENS, type Pregen } from '../../characters';
import type { DarknessOptions, HeroSetup } from '../types';

export function pregenHero(pregen: Pregen): HeroSetup {
  const skills: HeroSetup['skills'] = {};
  for (const chosen of pregen.skills) skills[chosen.skill] = chosen.tier;
  return {
    characterId: null,
    pregenId: pregen.id,
    name: pregen.name,
    attributes: { ...pregen.attributes },
    skills,
    maxHealth: pregen.attributes.defense,
    startingVp: 0,
    keptItems: [],
  };
}

export function botGameOptions(scenarioId: string, players: number, game = 0, houseRules: Record<string, string> = {}): DarknessOptions {
  const heroes = Array.from({ length: players }, (_, i) => pregenHero(PREGENS[(game + i) % PREGENS.length]!));
  return {
    scenarioId,
    heroes,
    master: false,
    houseRules: { ...DEFAULT_RULES, ...houseRules },
    campaignId: null,
    campaignFlags: {},
    players: heroes.map((h) => h.name),
  };
}
