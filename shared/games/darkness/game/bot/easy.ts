/**
 * The *Fácil* hero bot (issue 24): a gentle teammate for a child's first game. It plays the same
 * sensible turn as Normal (walks to the objective, flips, picks up, fights what it meets) but like a
 * beginner: it rolls its own dice only (no bought dice, no re-rolls, no friend asked to help), never
 * spends VP on skills, never uses Perception, heals itself only at 1 Health and leaves hurt friends
 * to heal themselves, and never retreats from a fight.
 */
import type { CheckSpec, DarknessAction, DarknessView, Seat } from '../types';
import { answerPending } from './answers';
import { chanceOfRoll } from './checks';
import { fallback, masterBot, normalBot, rollsOf, type RollAction } from './normal';
import { chooseTurnAction, type TurnStyle } from './turn';

export const EASY_STYLE: TurnStyle = {
  spendVp: false,
  perception: false,
  healsAt: (hero) => hero.health <= 1 && hero.health < hero.maxHealth,
  healsOthers: false,
};

/** Its own dice, skill and items only: the best free pool without helpers (first on a tie). */
export function plainPool(view: DarknessView, seat: Seat, check: CheckSpec, rolls: RollAction[]): RollAction {
  const hero = view.heroes[seat]!;
  const own = rolls.filter((a) => a.vpDice === 0 && a.helpers.length === 0);
  const pool = own.length > 0 ? own : rolls.filter((a) => a.vpDice === 0).length > 0 ? rolls.filter((a) => a.vpDice === 0) : rolls;
  let best = pool[0]!;
  let bestChance = chanceOfRoll(view, hero, check, best);
  for (const a of pool) {
    const c = chanceOfRoll(view, hero, check, a);
    if (c > bestChance) {
      best = a;
      bestChance = c;
    }
  }
  return best;
}

export function easyBot(view: DarknessView, seat: Seat, legal: DarknessAction[], rngSeed: number): DarknessAction {
  if (legal.length === 1) return legal[0]!;
  if (view.isMaster) return masterBot(legal);
  const p = view.pending;
  if (p?.kind === 'build') {
    const rolls = rollsOf(legal);
    if (rolls.length > 0) return plainPool(view, seat, p.check, rolls);
  }
  if (p?.kind === 'rolled') return legal.find((a) => a.type === 'keep') ?? normalBot(view, seat, legal, rngSeed);
  if (p?.kind === 'combat') {
    const attack = legal.find((a) => a.type === 'combatChoice' && a.choice === 'attack');
    if (attack) return attack;
  }
  const answer = answerPending(view, seat, legal);
  if (answer) return answer;
  if (p === null && view.turn.seat === seat) return chooseTurnAction(view, seat, legal, EASY_STYLE);
  return fallback(legal, rngSeed);
}
