/**
 * The hero bot at a check: which pool to roll (skill, items, ally, helpers, bought dice) and,
 * after the roll, whether to buy re-rolls. It buys dice or re-rolls only when that turns a likely
 * failure into a likely success (the brief's rule): VP are also what wins the game.
 */
import { SKILL_DICE } from '../../dice';
import { discById } from '../../content';
import type { CheckSpec, DarknessAction, DarknessView, HeroState, RollRecord, Seat } from '../types';
import { onMission } from './goals';
import { chanceAfterReroll, chanceOfHands, meanLevelOf, neededLevel } from './odds';

type RollAction = Extract<DarknessAction, { type: 'roll' }>;
type RerollAction = Extract<DarknessAction, { type: 'reroll' }>;

/** Checks whose failure costs a lot (damage, a Failure disc, the objective): worth paying for. */
const HIGH_STAKES = new Set<CheckSpec['purpose']['kind']>(['defend', 'attack', 'security', 'recruit', 'scenario', 'calm', 'retreat']);

function heroDice(hero: HeroState, check: CheckSpec): number {
  // A38: Defense dice are the current Health.
  return check.attribute === 'defense' ? hero.health : hero.attributes[check.attribute];
}

function skillDice(hero: HeroState, skill: string | null): number {
  if (skill === null) return 0;
  const tier = hero.skills[skill];
  return tier ? SKILL_DICE[tier] : 0;
}

function itemDice(view: DarknessView, check: CheckSpec, items: readonly string[]): number {
  let dice = 0;
  for (const id of items) {
    const disc = view.discs.find((d) => d.id === id);
    const def = disc?.def ? discById(disc.def) : undefined;
    if (!def || def.kind !== 'item') continue;
    const bonus = def.bonuses.filter((b) => check.itemUses.includes(b.use)).reduce((m, b) => Math.max(m, b.dice), 0);
    dice += bonus;
  }
  return dice;
}

function allyDice(view: DarknessView, check: CheckSpec, ally: string | null): number {
  if (ally === null) return 0;
  const disc = view.discs.find((d) => d.id === ally);
  const def = disc?.def ? discById(disc.def) : undefined;
  if (!def || def.kind !== 'ally') return 0;
  return view.rules.A5 === 'listed_dice_any_check' || def.attributes.includes(check.attribute) ? def.dice : 0;
}

function helperDice(view: DarknessView, check: CheckSpec, seat: Seat): number {
  const helper = view.heroes[seat];
  if (!helper || !helper.alive) return 0;
  const best = check.skills.reduce((m, sk) => Math.max(m, skillDice(helper, sk)), 0);
  return heroDice(helper, check) + best;
}

/** The hands a roll action would throw: the roller's (with bought dice), then the ally's and each helper's (A4). */
export function handsOf(view: DarknessView, hero: HeroState, check: CheckSpec, a: RollAction): number[] {
  const own = heroDice(hero, check) + skillDice(hero, a.skill) + itemDice(view, check, a.items) + a.vpDice;
  const others = [allyDice(view, check, a.ally), ...a.helpers.map((h) => helperDice(view, check, h))].filter((d) => d > 0);
  if (view.rules.A4 === 'merged_pool') return [own + others.reduce((x, y) => x + y, 0)];
  return [own, ...others];
}

export function chanceOfRoll(view: DarknessView, hero: HeroState, check: CheckSpec, a: RollAction): number {
  const hands = handsOf(view, hero, check, a);
  const needed = neededLevel(check.target);
  if (needed === null) return meanLevelOf(hands[0] ?? 0) / 8;
  return chanceOfHands(hands, needed);
}

/** Which legal pool to roll. */
export function choosePool(view: DarknessView, seat: Seat, check: CheckSpec, legal: RollAction[]): RollAction {
  const hero = view.heroes[seat]!;
  const stakes = HIGH_STAKES.has(check.purpose.kind);
  const free = legal.filter((a) => a.vpDice === 0);
  const pool = free.length > 0 ? free : legal;
  // Helpers walk to the roller's square and stay there: ask only when it changes the odds a lot,
  // and never one carrying the objective elsewhere.
  const pull = (h: Seat): number => {
    const helper = view.heroes[h]!;
    if (helper.at.x === hero.at.x && helper.at.y === hero.at.y) return 0.03;
    return onMission(view, h) ? 1 : 0.12;
  };
  const score = (a: RollAction): number => chanceOfRoll(view, hero, check, a) - a.helpers.reduce((sum, h) => sum + pull(h), 0) - 0.001 * a.items.length;
  let best = pool[0]!;
  for (const a of pool) if (score(a) > score(best)) best = a;
  const base = chanceOfRoll(view, hero, check, best);
  if (!stakes || base >= 0.5 || neededLevel(check.target) === null) return best;
  // Buy the fewest dice that make success likely, keeping the same pool otherwise.
  const bought = legal
    .filter((a) => a.vpDice > 0 && a.skill === best.skill && a.ally === best.ally && sameList(a.items, best.items) && sameList(a.helpers, best.helpers))
    .sort((x, y) => x.vpDice - y.vpDice);
  for (const a of bought) {
    if (a.vpDice * 2 > Math.max(0, hero.vp - 2)) break;
    if (chanceOfRoll(view, hero, check, a) >= 0.55) return a;
  }
  return best;
}

function sameList<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/** After a failed roll: re-roll the dice (1 VP each) that give the best chance, if it is worth it. */
export function chooseAfterRoll(view: DarknessView, seat: Seat, check: CheckSpec, roll: RollRecord, legal: DarknessAction[]): DarknessAction {
  const keep = legal.find((a) => a.type === 'keep');
  const needed = neededLevel(check.target);
  if (roll.success !== false || needed === null || needed > 8) return keep ?? legal[0]!;
  const hero = view.heroes[seat]!;
  const stakes = HIGH_STAKES.has(check.purpose.kind);
  let best: RerollAction | null = null;
  let bestValue = 0;
  for (const a of legal) {
    if (a.type !== 'reroll' || a.dice.length === 0) continue;
    if (a.dice.length > hero.vp) continue;
    const p = chanceAfterReroll(roll.faces, a.dice, needed);
    // Each VP spent should buy a real chance; high stakes lower the bar.
    const value = p - a.dice.length * (stakes ? 0.08 : 0.2);
    if (p >= (stakes ? 0.3 : 0.5) && value > bestValue) {
      best = a;
      bestValue = value;
    }
  }
  return best ?? keep ?? legal[0]!;
}
