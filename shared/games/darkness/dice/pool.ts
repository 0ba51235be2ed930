/**
 * Building a check's dice (digest §1.4–1.5): the governing attribute, at most one skill
 * (basic +1 die, expert +2 — A6), item dice, VP-bought dice (A10: ≤3 a turn), and helpers /
 * one ally. A4: each helper and the ally roll their own hand and the best hand counts; the
 * merged-pool option folds them into the main hand. Movement and perception take no help.
 */
import { ruleError, type RuleError } from '../../../engine/errors';
import { PHYSICAL_DICE_IN_BOX } from './roll';

export type SkillTier = 'basic' | 'expert';
export type CheckKind = 'movement' | 'perception' | 'other';
export const SKILL_DICE: Record<SkillTier, number> = { basic: 1, expert: 2 };
export const MAX_VP_DICE_PER_TURN = 3;

export interface HandSource {
  name: string;
  dice: number;
}

export interface PoolInput {
  attribute: number;
  skillTier?: SkillTier;
  itemDice?: number;
  vpDice?: number;
  helpers?: HandSource[];
  ally?: HandSource;
  check?: CheckKind;
  /** A4 option: helpers' and ally's dice join the main hand instead of rolling apart. */
  mergeAssists?: boolean;
  /** A9 option: physical dice mode, a hand may not need more dice than the box holds. */
  physicalCap?: number;
}

export interface Pool {
  /** The helped character's own hand. */
  main: number;
  /** Separate hands (A4), in the order given: helpers first, then the ally. */
  assists: (HandSource & { kind: 'helper' | 'ally' })[];
  breakdown: { attribute: number; skill: number; items: number; vp: number; merged: number };
}

export type PoolResult = { ok: true; pool: Pool } | { ok: false; error: RuleError };

const fail = (code: string, message: string, params: Record<string, string | number> = {}): PoolResult => ({
  ok: false,
  error: ruleError(code, message, params),
});

const wholeDice = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0;

export function buildPool(input: PoolInput): PoolResult {
  const loose = input as unknown as Record<string, unknown>;
  // The UI might hand over lists; the seed allows one skill and one ally per roll.
  if (Array.isArray(loose.skillTier)) return fail('one_skill_only', 'Only one skill may be added to a roll');
  if (Array.isArray(loose.ally)) return fail('one_ally_only', 'Only one ally may help a roll');
  if (!wholeDice(input.attribute)) return fail('pool_dice_invalid', `Attribute dice must be a whole number ≥ 0, not ${String(input.attribute)}`, { field: 'attribute' });
  if (input.skillTier !== undefined && !(input.skillTier in SKILL_DICE)) return fail('pool_skill_tier_invalid', `Unknown skill tier ${String(input.skillTier)}`);
  const items = input.itemDice ?? 0;
  const vp = input.vpDice ?? 0;
  if (!wholeDice(items)) return fail('pool_dice_invalid', `Item dice must be a whole number ≥ 0, not ${String(items)}`, { field: 'itemDice' });
  if (!wholeDice(vp)) return fail('pool_dice_invalid', `VP dice must be a whole number ≥ 0, not ${String(vp)}`, { field: 'vpDice' });
  if (vp > MAX_VP_DICE_PER_TURN) return fail('vp_extra_die_limit', `At most ${MAX_VP_DICE_PER_TURN} dice may be bought per turn`, { limit: MAX_VP_DICE_PER_TURN });

  const helpers = input.helpers ?? [];
  const assists: Pool['assists'] = helpers.map((h) => ({ ...h, kind: 'helper' as const }));
  if (input.ally) assists.push({ ...input.ally, kind: 'ally' });
  const check = input.check ?? 'other';
  if (assists.length > 0 && check !== 'other') return fail('no_help_for_check', `Nobody may help a ${check} roll`, { check });
  for (const a of assists) {
    if (!wholeDice(a.dice) || a.dice === 0) return fail('assist_dice_invalid', `${a.name} must bring at least one die`, { name: a.name });
  }

  const skill = input.skillTier ? SKILL_DICE[input.skillTier] : 0;
  const merged = input.mergeAssists ? assists.reduce((sum, a) => sum + a.dice, 0) : 0;
  const main = input.attribute + skill + items + vp + merged;
  if (main === 0) return fail('pool_empty', 'A roll needs at least one die');
  const pool: Pool = {
    main,
    assists: input.mergeAssists ? [] : assists,
    breakdown: { attribute: input.attribute, skill, items, vp, merged },
  };
  const cap = input.physicalCap;
  if (cap !== undefined) {
    if (!Number.isInteger(cap) || cap < 1 || cap > PHYSICAL_DICE_IN_BOX) return fail('pool_dice_invalid', `A physical cap is 1-${PHYSICAL_DICE_IN_BOX} dice`, { field: 'physicalCap' });
    // D4: separate hands are thrown one after another, so the cap applies per hand.
    const largest = Math.max(pool.main, ...pool.assists.map((a) => a.dice));
    if (largest > cap) return fail('physical_pool_too_large', `Physical mode rolls at most ${cap} dice at once, not ${largest}`, { count: largest, cap });
  }
  return { ok: true, pool };
}
