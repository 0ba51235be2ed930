/**
 * Difícil's determinizer (issue 24): what a face-down disc this hero has not seen may be, read from
 * its own view only. The scenario's disc set is public (the rulebook lists it); every disc the view
 * shows face up or held, or the public log names, is known to be elsewhere, so an unknown face-down
 * disc is uniformly one of the rest (they were shuffled before they got ids, setup.ts). The bot takes
 * the exact expectation over that pool rather than sampling it: same answer as infinitely many
 * samples, a fixed cost, and nothing of the real hidden state (never passed in).
 */
import { discById, scenarioById } from '../../content';
import type { AdversaryDisc } from '../../content/types';
import { SKILL_DICE } from '../../dice';
import type { DarknessView, HeroState, Seat } from '../types';
import { chanceAtLeast } from './odds';

/** The disc defs this seat cannot place: the scenario's set minus every def its view shows or its log names. */
export function unseenPool(view: DarknessView): string[] {
  const sc = scenarioById(view.scenarioId);
  if (!sc) return [];
  const known = new Set<string>();
  for (const d of view.discs) if (d.def) known.add(d.def);
  for (const line of view.log) {
    for (const v of Object.values(line.params)) if (typeof v === 'string' && discById(v)) known.add(v);
  }
  return sc.discs.filter((def) => !known.has(def));
}

function dodgeDice(hero: HeroState): number {
  const tier = hero.skills.dodge;
  return tier ? SKILL_DICE[tier] : 0;
}

/**
 * P(flipping an unknown disc brings out an adversary whose first blow wounds this hero): the pool's
 * share of adversaries times the mean chance each one's Attack beats the hero's Defense (its Health
 * plus Dodge, A38).
 */
export function unknownFlipRisk(view: DarknessView, seat: Seat): number {
  const hero = view.heroes[seat]!;
  const pool = unseenPool(view);
  if (pool.length === 0) return 0;
  let wound = 0;
  for (const def of pool) {
    const d = discById(def);
    if (d?.kind !== 'adversary') continue;
    wound += 1 - chanceAtLeast(hero.health + dodgeDice(hero), (d as AdversaryDisc).attack);
  }
  return wound / pool.length;
}
