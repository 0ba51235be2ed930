/**
 * The pool builder's choices for a pending check, read from the roller's own view: the attribute's
 * dice (Defense = current Health, A38), the skills of the check the hero has, held items whose dice
 * count, allies that may roll (A5), VP dice (2 VP each, at most what the turn still allows) and the
 * helpers (A4: their own hands, or merged). The odds of reaching the target are exact (dice/odds.ts);
 * with separate hands the chance is that at least one hand gets there.
 */
import type { AttributeId } from '../../../../../shared/games/darkness/characters/attributes';
import type { CheckSpec, DarknessAction, HeroState, Seat, ViewDisc } from '../../../../../shared/games/darkness/game/types';
import type { AllyDisc, DiscDef, ItemDisc } from '../../../../../shared/games/darkness/content/types';
import { MAX_LEVEL } from '../../../../../shared/games/darkness/dice';
import { itemDice } from '../../../../../shared/games/darkness/content';
import { oddsRows } from '../odds-rows';

export const VP_PER_DIE = 2;

export interface DiceChoice {
  id: string;
  dice: number;
  /** Spent when it adds its dice (A32 money): never picked by default. */
  spent?: boolean;
}

export interface PoolChoices {
  attribute: AttributeId;
  attributeDice: number;
  skills: DiceChoice[];
  items: DiceChoice[];
  allies: DiceChoice[];
  vpDiceMax: number;
  helpers: { seat: Seat; dice: number }[];
  merged: boolean;
}

export interface PoolPick {
  skill: string | null;
  items: string[];
  ally: string | null;
  vpDice: number;
  helpers: Seat[];
}

export const EMPTY_PICK: PoolPick = { skill: null, items: [], ally: null, vpDice: 0, helpers: [] };

/** A hero's dice for an attribute: Defense rolls with current Health (A38). */
export function attributeDiceOf(hero: HeroState, attribute: AttributeId): number {
  return attribute === 'defense' ? hero.health : hero.attributes[attribute];
}

const SKILL_DICE = { basic: 1, expert: 2 } as const;

/** The best skill a hero has among a check's skills (one per roll), for a helper's estimate. */
function bestSkillDice(hero: HeroState, skills: readonly string[]): number {
  return Math.max(0, ...skills.map((s) => (hero.skills[s] ? SKILL_DICE[hero.skills[s]!] : 0)));
}

export interface PoolContext {
  hero: HeroState;
  heroes: readonly HeroState[];
  discs: readonly ViewDisc[];
  defOf: (disc: ViewDisc) => DiscDef | null;
  rules: Readonly<Record<string, string>>;
  legal: readonly DarknessAction[];
  vpDiceAllowed: number;
}

/** Helpers the engine offers (from legal roll actions), else living heroes within 3 squares (1.5). */
function helperSeats(check: CheckSpec, ctx: PoolContext): Seat[] {
  if (!check.assistable) return [];
  const fromLegal = new Set<Seat>();
  for (const a of ctx.legal) if (a.type === 'roll') for (const s of a.helpers) fromLegal.add(s);
  if (fromLegal.size > 0) return [...fromLegal].sort((a, b) => a - b);
  return ctx.heroes
    .filter((h) => h.alive && h.seat !== ctx.hero.seat && Math.abs(h.at.x - ctx.hero.at.x) + Math.abs(h.at.y - ctx.hero.at.y) <= 3)
    .map((h) => h.seat);
}

export function poolChoices(check: CheckSpec, ctx: PoolContext): PoolChoices {
  const { hero } = ctx;
  const held = ctx.discs.filter((d) => d.where.zone === 'held' && d.where.seat === hero.seat);
  const items: DiceChoice[] = [];
  const allies: DiceChoice[] = [];
  for (const disc of held) {
    const def = ctx.defOf(disc);
    if (!def) continue;
    if (def.kind === 'item') {
      const item = def as ItemDisc;
      const dice = itemDice(item, check.itemUses);
      if (dice > 0) items.push({ id: disc.id, dice, spent: item.spentOnUse === true });
    } else if (def.kind === 'ally' && check.assistable) {
      const ally = def as AllyDisc;
      const anyCheck = ctx.rules.A5 === 'listed_dice_any_check';
      if (anyCheck || ally.attributes.includes(check.attribute)) allies.push({ id: disc.id, dice: ally.dice });
    }
  }
  const skills = check.skills.filter((s) => hero.skills[s]).map((s) => ({ id: s, dice: SKILL_DICE[hero.skills[s]!] }));
  const helpers = helperSeats(check, ctx).map((seat) => {
    const h = ctx.heroes[seat]!;
    return { seat, dice: attributeDiceOf(h, check.attribute) + bestSkillDice(h, check.skills) };
  });
  return {
    attribute: check.attribute,
    attributeDice: attributeDiceOf(hero, check.attribute),
    skills,
    items,
    allies,
    vpDiceMax: Math.max(0, Math.min(ctx.vpDiceAllowed, Math.floor(hero.vp / VP_PER_DIE))),
    helpers,
    merged: ctx.rules.A4 === 'merged_pool',
  };
}

/** The hands the pick throws: the roller's first, then each helper, then the ally (A4); one hand when merged. */
export function handDice(choices: PoolChoices, pick: PoolPick): number[] {
  const skill = choices.skills.find((s) => s.id === pick.skill)?.dice ?? 0;
  const items = choices.items.filter((i) => pick.items.includes(i.id)).reduce((n, i) => n + i.dice, 0);
  const main = choices.attributeDice + skill + items + pick.vpDice;
  const assists = [
    ...choices.helpers.filter((h) => pick.helpers.includes(h.seat)).map((h) => h.dice),
    ...choices.allies.filter((a) => a.id === pick.ally).map((a) => a.dice),
  ].filter((d) => d > 0);
  if (choices.merged) return [main + assists.reduce((n, d) => n + d, 0)];
  return [main, ...assists];
}

/** The level a roll must reach for the check's target; null when nothing is aimed at (a carry roll). */
export function levelNeeded(target: CheckSpec['target']): number | 'automatic' | 'impossible' | null {
  switch (target.kind) {
    case 'level':
      return target.level;
    case 'exceed':
      return target.level + 1 > MAX_LEVEL ? 'impossible' : target.level + 1;
    case 'automatic':
      return 'automatic';
    case 'impossible':
      return 'impossible';
    case 'none':
    case 'opposed':
      return null;
  }
}

/**
 * The chance of success before rolling: at least one hand reaches the level needed. Opposed
 * rolls are against faces already thrown, so the chance shown is that of at least matching
 * their level (a tie is then decided by the pattern's faces, A3). Null when too many dice for
 * the exact table or when the check aims at nothing.
 */
export function successChance(target: CheckSpec['target'], hands: readonly number[], opposedLevel: number | null = null): number | null {
  const need = target.kind === 'opposed' ? opposedLevel : levelNeeded(target);
  if (need === 'automatic') return 1;
  if (need === 'impossible') return 0;
  if (need === null) return null;
  if (need <= 0) return 1;
  const rows = oddsRows(hands.filter((d) => d > 0));
  if (!rows) return null;
  return rows[need - 1]?.chance ?? 0;
}

/** The roll action for a pick, exactly as the engine's DarknessAction. */
export function rollAction(pick: PoolPick): Extract<DarknessAction, { type: 'roll' }> {
  return { type: 'roll', skill: pick.skill, items: [...pick.items], ally: pick.ally, vpDice: pick.vpDice, helpers: [...pick.helpers] };
}

/** A pick stays within the choices (a changed view may drop an item or a helper). */
export function clampPick(choices: PoolChoices, pick: PoolPick): PoolPick {
  return {
    skill: choices.skills.some((s) => s.id === pick.skill) ? pick.skill : null,
    items: pick.items.filter((id) => choices.items.some((i) => i.id === id)),
    ally: choices.allies.some((a) => a.id === pick.ally) ? pick.ally : null,
    vpDice: Math.min(pick.vpDice, choices.vpDiceMax),
    helpers: pick.helpers.filter((s) => choices.helpers.some((h) => h.seat === s)),
  };
}

/** The best skill is picked by default: one skill per roll, and more dice never hurt. */
export function defaultPick(choices: PoolChoices): PoolPick {
  const best = [...choices.skills].sort((a, b) => b.dice - a.dice)[0];
  return { ...EMPTY_PICK, skill: best?.id ?? null, items: choices.items.filter((i) => !i.spent).map((i) => i.id) };
}
