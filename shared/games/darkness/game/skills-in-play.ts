/**
 * D403 (rules 2; seed l.289–293 "Los puntos de victoria pueden ser utilizados durante la partida…
 * 10 PV – Comprar un punto de habilidad. Puede utilizarse para mejorar o comprar nuevas
 * habilidades"): during play a hero pays 10 VP for a skill point, and spends points on a skill of
 * Velada's table at its cost (a step up from basic at A6's upgrade cost), which adds its dice from
 * the next roll on. Both are free choices of the hero's own turn with nothing pending (VP are spent
 * before rolling, l.296), never into negative VP. What is bought is kept on the hero
 * (`boughtInPlay`) so the end of the game can write it on the sheet.
 */
import { ruleError, type RuleError } from '../../../engine/errors';
import { SKILLS, skillById, skillStepCost, type SkillTier } from '../characters/skills';
import { seedReading } from './seed-reading';
import { heroAt, log } from './state';
import { requireFreeTurn } from './turn';
import type { DarknessAction, DarknessState, Seat, SkillBoughtInPlay } from './types';

export const SKILL_POINT_VP = 10;

type Learn = Extract<DarknessAction, { type: 'learnSkill' }>;

function usable(s: DarknessState, seat: Seat): RuleError | null {
  if (!seedReading(s)) return ruleError('not_in_these_rules', 'This game plays by rules version 1, which had no buying in play', { version: s.rulesVersion });
  return requireFreeTurn(s, seat);
}

export function applyBuySkillPoint(s: DarknessState, seat: Seat, cost: number): RuleError | null {
  const err = usable(s, seat);
  if (err) return err;
  if (cost !== SKILL_POINT_VP) return ruleError('skill_point_price', `A skill point costs ${SKILL_POINT_VP} VP`, { cost: SKILL_POINT_VP });
  const hero = heroAt(s, seat);
  if (hero.vp < cost) return ruleError('vp_insufficient', `A skill point costs ${cost} VP; only ${hero.vp}`, { cost, vp: hero.vp });
  hero.vp -= cost;
  hero.skillPoints = (hero.skillPoints ?? 0) + 1;
  log(s, 'skill.pointBought', { seat, vp: cost, points: hero.skillPoints });
  return null;
}

/** Every skill step the hero's points pay for now: each new skill at either tier, each basic → expert. */
export function learnOptions(s: DarknessState, seat: Seat): Learn[] {
  const hero = heroAt(s, seat);
  const points = hero.skillPoints ?? 0;
  const out: Learn[] = [];
  if (points <= 0) return out;
  for (const skill of SKILLS) {
    const held = hero.skills[skill.id] ?? null;
    for (const tier of ['basic', 'expert'] as const) {
      const cost = skillStepCost(skill, held, tier, s.rules);
      if (cost !== null && cost <= points) out.push({ type: 'learnSkill', skill: skill.id, tier, cost });
    }
  }
  return out;
}

export function applyLearnSkill(s: DarknessState, seat: Seat, skillId: string, tier: SkillTier, cost: number): RuleError | null {
  const err = usable(s, seat);
  if (err) return err;
  const hero = heroAt(s, seat);
  const skill = skillById(skillId);
  const held = hero.skills[skillId] ?? null;
  const price = skill ? skillStepCost(skill, held, tier, s.rules) : null;
  if (!skill || price === null) return ruleError('skill_not_learnable', `${skillId} cannot be learnt at ${tier} now`, { skill: skillId, tier });
  if (cost !== price) return ruleError('skill_point_price', `${skillId} at ${tier} costs ${price} skill points`, { cost: price });
  const points = hero.skillPoints ?? 0;
  if (points < price) return ruleError('skill_points_short', `${price} skill points needed; ${points} held`, { cost: price, points });
  hero.skillPoints = points - price;
  // Skills are shared with the previous state (state.ts copyHero): replaced, never changed in place.
  hero.skills = { ...hero.skills, [skillId]: tier };
  const bought: SkillBoughtInPlay = { skill: skillId, tier, points: price, how: held === null ? 'buy' : 'upgrade' };
  hero.boughtInPlay = [...(hero.boughtInPlay ?? []), bought];
  log(s, 'skill.learned', { seat, skill: skillId, tier, points: price });
  return null;
}
