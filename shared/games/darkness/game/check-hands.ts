/**
 * The dice side of a check (digest §1.3–1.5, A2–A5, A9, A38): what a pool choice may hold, the pool it
 * builds, how the hands of a roll are read against the target, and the defender's hand of an opposed
 * roll. checks.ts runs the check's steps with these.
 */
import { ruleError, type RuleError } from '../../../engine/errors';
import { bestHand, buildPool, compareRolls, readRoll, rollDice, SKILL_DICE } from '../dice';
import { discDefIn, itemDice } from '../content';
import type { AllyDisc, DiscDef, NumberedDef } from '../content/types';
import { buildingAt } from './board';
import { heroesWithin } from './town-grid';
import { seedReading } from './seed-reading';
import { heroAt } from './state';
import type { CheckSpec, DarknessState, HeroState, RollChoice, RollRecord, Seat } from './types';

export const HELP_RANGE = 3;
/** D402 (rules 2, l.281): a hero in the fight's building closes in up to 3 squares a round. */
export const CLOSE_IN_PER_ROUND = 3;
export const VP_PER_EXTRA_DIE = 2;

const FIGHT_ROLLS: ReadonlySet<string> = new Set(['initiative', 'attack', 'defend']);

/** The round of the fight this check belongs to (rules 2 only; null otherwise). */
function fightRound(s: DarknessState, spec: CheckSpec): number | null {
  if (!FIGHT_ROLLS.has(spec.purpose.kind) || !seedReading(s)) return null;
  const raw = s.scenario.fight;
  return typeof raw === 'string' && raw !== '' ? (JSON.parse(raw) as { round: number }).round : null;
}

/**
 * Who may help this roll (1.5): living heroes within 3 squares of the roller. D402 (rules 2): in a
 * fight, a hero in the same building may have closed in 3 squares in each earlier round of this
 * turn's fight, so by round r one up to 3(r−1) squares away helps (the seed's own example: 5 squares
 * away, 3 then 2 squares closer, helping in the third round). The range is read when the help is
 * asked, from where the helper stands; accepting puts them on the roller's square.
 */
export function helpersInReach(s: DarknessState, spec: CheckSpec): Seat[] {
  const at = heroAt(s, spec.seat).at;
  const near = heroesWithin(s, at, HELP_RANGE, spec.seat);
  const round = fightRound(s, spec);
  const reach = round === null ? 0 : CLOSE_IN_PER_ROUND * (round - 1);
  const building = reach > HELP_RANGE ? buildingAt(s, at) : null;
  if (building === null) return near;
  return heroesWithin(s, at, reach, spec.seat).filter((h) => near.includes(h) || buildingAt(s, heroAt(s, h).at) === building);
}

function bad(code: string, message: string, params: Record<string, string | number> = {}): RuleError {
  return ruleError(code, message, params);
}

/** The content of a disc instance, or undefined for an unknown id (bad input never throws). */
export function discDef(s: DarknessState, discId: string): DiscDef | NumberedDef | undefined {
  const disc = s.discs[discId];
  return disc ? discDefIn(s.scenarioId, disc.def) : undefined;
}

/** Dice an item adds to this check (content's itemDice, D207); 0 for anything but an item. */
export function itemDiceFor(def: DiscDef | NumberedDef | undefined, uses: readonly string[]): number {
  return def && def.kind === 'item' ? itemDice(def, uses) : 0;
}

/** The attribute's dice for this hero: Defense follows current Health (A38) unless 'defense_fixed'. */
export function attributeDice(s: DarknessState, h: HeroState, attribute: CheckSpec['attribute']): number {
  if (attribute === 'defense' && s.rules.A38 !== 'defense_fixed') return h.health;
  return h.attributes[attribute];
}

/** The best skill a helper holds among the check's skills (a helper rolls what they would, 1.5). */
function helperDice(s: DarknessState, spec: CheckSpec, seat: Seat): number {
  const h = heroAt(s, seat);
  return attributeDice(s, h, spec.attribute) + bestSkillDice(h, spec.skills);
}

/** The dice of the best skill a hero holds among these (one skill per roll, 1.4). */
function bestSkillDice(h: HeroState, skills: readonly string[]): number {
  let best = 0;
  for (const id of skills) {
    const tier = h.skills[id];
    if (tier) best = Math.max(best, SKILL_DICE[tier]);
  }
  return best;
}

function allyUsable(s: DarknessState, spec: CheckSpec, def: AllyDisc): boolean {
  if (spec.purpose.kind === 'movement' || spec.purpose.kind === 'perception') return false;
  return s.rules.A5 === 'listed_dice_any_check' || def.attributes.includes(spec.attribute);
}

/** Validates a pool choice against the pending check; null when it may be rolled. */
export function validateChoice(s: DarknessState, spec: CheckSpec, choice: RollChoice, helpers: readonly Seat[], allowedVp: number): RuleError | null {
  const hero = heroAt(s, spec.seat);
  if (choice.skill !== null) {
    if (!spec.skills.includes(choice.skill)) return bad('skill_not_allowed', `${choice.skill} does not help this check`, { skill: choice.skill });
    if (!hero.skills[choice.skill]) return bad('skill_not_held', `The hero has no ${choice.skill} skill`, { skill: choice.skill });
  }
  if (new Set(choice.items).size !== choice.items.length) return bad('item_repeated', 'An item counts once per roll');
  for (const id of choice.items) {
    const disc = s.discs[id];
    if (!disc || disc.where.zone !== 'held' || disc.where.seat !== spec.seat || disc.kind !== 'item') return bad('item_not_held', `Item ${id} is not held by the roller`, { disc: id });
    if (disc.usesLeft !== null && disc.usesLeft <= 0) return bad('item_used_up', `Item ${id} is used up`, { disc: id });
    if (itemDiceFor(discDef(s, id), spec.itemUses) === 0) return bad('item_not_for_check', `Item ${id} does not help this check`, { disc: id });
  }
  if (choice.ally !== null) {
    const disc = s.discs[choice.ally];
    if (!disc || disc.where.zone !== 'held' || disc.where.seat !== spec.seat || disc.kind !== 'ally') return bad('ally_not_held', `Ally ${choice.ally} is not with the roller`, { disc: choice.ally });
    const def = discDef(s, choice.ally);
    if (!def || def.kind !== 'ally' || !allyUsable(s, spec, def)) return bad('ally_not_for_check', `Ally ${choice.ally} cannot help this check (A5)`, { disc: choice.ally });
  }
  if (!Number.isInteger(choice.vpDice) || choice.vpDice < 0) return bad('vp_dice_invalid', 'VP dice are a whole number ≥ 0');
  if (choice.vpDice > allowedVp) {
    if (hero.vp < choice.vpDice * VP_PER_EXTRA_DIE) return bad('vp_insufficient', `${choice.vpDice} dice cost ${choice.vpDice * VP_PER_EXTRA_DIE} VP; only ${hero.vp}`, { cost: choice.vpDice * VP_PER_EXTRA_DIE, vp: hero.vp });
    return bad('vp_extra_die_limit', 'At most 3 dice may be bought per turn', { limit: 3 });
  }
  if (helpers.length > 0) {
    if (!spec.assistable) return bad('no_help_for_check', `Nobody may help a ${spec.purpose.kind} roll`, { check: spec.purpose.kind });
    if (new Set(helpers).size !== helpers.length) return bad('helper_repeated', 'A helper helps once');
    const near = helpersInReach(s, spec);
    for (const h of helpers) {
      if (!near.includes(h)) return bad('helper_out_of_range', `Seat ${h} is not a living hero within ${HELP_RANGE} squares`, { seat: h });
    }
  }
  return null;
}

export function poolFor(s: DarknessState, spec: CheckSpec, choice: RollChoice, helpers: readonly Seat[]) {
  const hero = heroAt(s, spec.seat);
  const tier = choice.skill ? hero.skills[choice.skill] : undefined;
  let itemDice = 0;
  for (const id of choice.items) itemDice += itemDiceFor(discDef(s, id), spec.itemUses);
  const allyDef = choice.ally ? discDef(s, choice.ally) : undefined;
  const built = buildPool({
    attribute: attributeDice(s, hero, spec.attribute),
    skillTier: tier,
    itemDice,
    vpDice: choice.vpDice,
    helpers: helpers.map((h) => ({ name: heroAt(s, h).name, dice: Math.max(1, helperDice(s, spec, h)) })),
    ally: allyDef && allyDef.kind === 'ally' ? { name: choice.ally!, dice: allyDef.dice } : undefined,
    check: spec.purpose.kind === 'movement' ? 'movement' : spec.purpose.kind === 'perception' ? 'perception' : 'other',
    mergeAssists: s.rules.A4 === 'merged_pool',
    physicalCap: s.rules.A9 === 'physical_ten' ? 10 : undefined,
  });
  return built.ok ? { pool: built.pool, error: null } : { pool: null, error: built.error };
}

/** A2 option 'target_pattern_required': the target's own pattern must be in the hand. */
function hasPattern(faces: readonly number[], level: number): boolean {
  const counts = [0, 0, 0, 0, 0, 0, 0];
  for (const f of faces) counts[f]!++;
  const kind = (n: number) => counts.some((c, i) => i > 0 && c >= n);
  const run = (n: number) => {
    for (let top = 6; top >= n; top--) {
      let ok = true;
      for (let f = top - n + 1; f <= top; f++) if (counts[f] === 0) ok = false;
      if (ok) return true;
    }
    return false;
  };
  switch (level) {
    case 1: return counts[6]! > 0;
    case 2: return kind(2);
    case 3: return run(3);
    case 4: return kind(3);
    case 5: return run(4);
    case 6: return kind(4);
    case 7: return run(5);
    default: return kind(5);
  }
}

/** Whether the best hand passes the check's target (A2, A3, A12); null for graded checks. */
export function judge(s: DarknessState, spec: CheckSpec, best: readonly number[], level: number): boolean | null {
  const t = spec.target;
  switch (t.kind) {
    case 'level':
      return s.rules.A2 === 'target_pattern_required' ? hasPattern(best, t.level) : level >= t.level;
    case 'exceed':
      return level > t.level;
    case 'opposed':
      if (s.rules.A3 === 'status_quo_only') return level > readRoll(t.faces).level;
      return compareRolls(best, t.faces) === 1;
    case 'automatic':
      return true;
    case 'impossible':
      return false;
    default:
      return null;
  }
}

/** The hands of a roll read together: A4 the best hand counts. */
export function readHands(s: DarknessState, spec: CheckSpec, faces: number[], assists: RollRecord['assists']): { level: number; success: boolean | null } {
  const hands = [faces, ...assists.map((a) => a.faces)];
  const best = hands[bestHand(hands)]!;
  const level = readRoll(best).level;
  return { level, success: judge(s, spec, best, level) };
}

/** An opposed check's defender rolls their best pool for it at once (1.10 take). */
export function defenderFaces(s: DarknessState, seat: Seat, attribute: CheckSpec['attribute'], skills: readonly string[]): number[] {
  const h = heroAt(s, seat);
  const r = rollDice(s.rng, Math.max(1, attributeDice(s, h, attribute) + bestSkillDice(h, skills)));
  s.rng = r.rng;
  return r.faces;
}
