/**
 * Master mode's building search (digest §1.17 "Search in buildings", A47, A21; D310): inside a
 * building with a Master, a hero's action may be an Int (Search) roll on the building's loot table
 * (`TileDef.loot`). Its target is the one the Master set (`masterSetTarget`, used and cleared here),
 * else the table's lowest target still to find. A success finds the highest listed item whose target
 * the roll reached and that this building has not given yet (A47; option exact_level: only the item
 * of the exact level), ties at random; it is held, worth the roll's level (A21).
 */
import { ruleError } from '../../../engine/errors';
import { nextInt } from '../../../engine/rng';
import { discById, tileById } from '../content';
import type { Level } from '../content/types';
import { buildingAt } from './board';
import { settleCarry } from './carry';
import { targetFor } from './checks';
import { masterTarget } from './master';
import type { Next, Outcome } from './next';
import { heroAt, log } from './state';
import { actionTaken, requireAction } from './turn';
import { seedReading } from './seed-reading';
import type { CheckSpec, DarknessState, RollRecord, Seat } from './types';
import { gainDisc, newDisc, winVp } from './vp';

interface LootEntry {
  item: string;
  target: Level;
}

const foundKey = (building: number, item: string): string => `loot.${building}.${item}`;

/** The building's loot entries not found yet this game (A47: each once per building). */
export function lootLeft(s: DarknessState, building: number): LootEntry[] {
  const placed = s.tiles[building];
  const def = placed ? tileById(placed.tile) : undefined;
  return (def?.loot ?? []).filter((e) => s.scenario[foundKey(building, e.item)] !== true);
}

export function applySearchBuilding(s: DarknessState, seat: Seat): Outcome {
  if (!s.master) return ruleError('search_needs_master', 'Searching a building for loot is played with a Master (1.17)');
  const err = requireAction(s, seat);
  if (err) return err;
  const building = buildingAt(s, heroAt(s, seat).at);
  if (building === null) return ruleError('not_in_building', 'Search inside a building');
  const left = lootLeft(s, building);
  if (left.length === 0) return ruleError('loot_exhausted', 'Nothing is left to find in this building (A47)');
  actionTaken(s);
  const set = masterTarget(s);
  if (set !== null) delete s.scenario.masterTarget;
  const level = set ?? Math.min(...left.map((e) => e.target));
  log(s, 'lootSearch', { seat, tile: building, target: level });
  // D400: rules 2 keep the search's target, what a success without dice reaches.
  const purpose: CheckSpec['purpose'] = seedReading(s) ? { kind: 'loot', building, level } : { kind: 'loot', building };
  const spec: CheckSpec = { purpose, seat, attribute: 'intelligence', skills: ['search'], itemUses: ['search'], target: targetFor(s, seat, level, 'meet'), assistable: true };
  return { step: 'check', spec };
}

/** The search roll, once decided (flow.ts). */
export function onLootCheck(s: DarknessState, check: CheckSpec, roll: RollRecord): Next | null {
  if (check.purpose.kind !== 'loot') return null;
  const { building } = check.purpose;
  const seat = check.seat;
  const reached = roll.auto && check.purpose.level !== undefined ? check.purpose.level : roll.level;
  const entry = roll.success === true ? pickLoot(s, lootLeft(s, building), reached) : null;
  if (!entry) {
    log(s, 'lootNotFound', { seat, level: Math.max(roll.level, 0) });
    return null;
  }
  s.scenario[foundKey(building, entry.item)] = true;
  const content = discById(entry.item);
  const uses = content?.kind === 'item' ? (content.uses ?? null) : null;
  // Found where the hero stands, then taken: a firearm found gets its shots as one found face up (A33).
  const disc = newDisc(s, entry.item, 'item', { zone: 'board', at: { ...heroAt(s, seat).at }, faceUp: true });
  disc.usesLeft = uses;
  log(s, 'lootFound', { seat, item: entry.item, level: entry.target });
  gainDisc(s, seat, disc.id, winVp(s, roll, entry.target));
  return settleCarry(s, seat);
}

/** A47: the highest target the roll reached (option exact_level: the roll's level only); ties at random. */
function pickLoot(s: DarknessState, left: readonly LootEntry[], level: number): LootEntry | null {
  const eligible = s.rules.A47 === 'exact_level' ? left.filter((e) => e.target === level) : left.filter((e) => e.target <= level);
  if (eligible.length === 0) return null;
  const top = Math.max(...eligible.map((e) => e.target));
  const ties = eligible.filter((e) => e.target === top);
  if (ties.length === 1) return ties[0]!;
  const [i, rng] = nextInt(s.rng, ties.length);
  s.rng = rng;
  return ties[i]!;
}
