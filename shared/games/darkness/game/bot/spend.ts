/**
 * D408: what the hero bot buys with VP in play (rules 2, D403). VP also decide who wins, so it buys
 * only toward a skill it lacks from a short list of what its own play leans on (defending, fighting,
 * searching, talking, running), never below a reserve kept for bought dice, re-rolls and cancelling
 * an Oh Crap, and only when the points within its reach pay for one of them at basic; it learns the
 * first one its points pay for at once (the cheap ones first, in effect). It reads the prices from
 * the legal actions, as the table shows them.
 */
import { skillById } from '../../characters/skills';
import type { DarknessAction, DarknessView, Seat } from '../types';

const WANTED = ['dodge', 'hand_to_hand', 'search', 'bribery', 'charm', 'sprint'] as const;
/** VP the bot keeps for dice, re-rolls (A10) and cancelling an Oh Crap (3 VP). */
export const VP_RESERVE = 6;

export function spendVp(view: DarknessView, seat: Seat, legal: readonly DarknessAction[]): DarknessAction | null {
  const hero = view.heroes[seat]!;
  const wanted = WANTED.filter((id) => !hero.skills[id]);
  for (const id of wanted) {
    const learn = legal.find((a) => a.type === 'learnSkill' && a.skill === id && a.tier === 'basic');
    if (learn) return learn;
  }
  const buy = legal.find((a): a is Extract<DarknessAction, { type: 'buySkillPoint' }> => a.type === 'buySkillPoint');
  if (!buy || hero.vp - buy.cost < VP_RESERVE) return null;
  const reachable = (hero.skillPoints ?? 0) + Math.floor((hero.vp - VP_RESERVE) / buy.cost);
  return wanted.some((id) => (skillById(id)?.basicCost ?? Infinity) <= reachable) ? buy : null;
}
