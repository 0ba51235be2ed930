/**
 * Difícil at a check (issue 24): every legal pool, bought dice included, and every legal re-roll is
 * weighed by expected value with the exact ladder odds (odds.ts): P(success) × what success is
 * worth here − the VP it costs. Normal buys dice only to cross 50 %; Difícil pays whenever the
 * chance bought is worth its price, and saves VP when it is not.
 */
import type { CheckSpec, DarknessAction, DarknessView, RollRecord, Seat } from '../types';
import { chanceOfRoll } from './checks';
import { onMission } from './goals';
import type { RollAction } from './normal';
import { chanceAfterReroll, neededLevel } from './odds';
import { VP_RESERVE } from './spend';

/** What one VP is worth, in the same units as a success's worth. */
const VP_WORTH = 0.35;
/** VP price of a bought die (A10). */
const VP_PER_DIE = 2;

/** What succeeding at this check is worth to the party (in "VP-like" units). */
export function successWorth(view: DarknessView, seat: Seat, check: CheckSpec): number {
  const hero = view.heroes[seat]!;
  switch (check.purpose.kind) {
    case 'defend':
      // A wound at 1–2 Health may be the hero's death (and the objective it carries).
      return hero.health <= 2 ? 14 : 6;
    case 'attack':
    case 'retreat':
      return 7;
    case 'scenario':
    case 'calm':
      return 9;
    case 'security':
    case 'recruit':
      return 6;
    case 'door':
    case 'search':
    case 'healSelf':
    case 'healOther':
      return 3;
    default:
      return 2;
  }
}

function vpPrice(hero: { vp: number }, vp: number): number {
  // Below the reserve a VP also stands for the next re-roll or a cancelled Oh Crap: dearer.
  return vp * (hero.vp - vp < VP_RESERVE ? VP_WORTH * 2 : VP_WORTH);
}

/** The legal pool with the best expected value. */
export function evPool(view: DarknessView, seat: Seat, check: CheckSpec, legal: RollAction[]): RollAction {
  const hero = view.heroes[seat]!;
  const worth = successWorth(view, seat, check);
  const pull = (h: Seat): number => {
    const helper = view.heroes[h]!;
    if (helper.at.x === hero.at.x && helper.at.y === hero.at.y) return 0.03;
    return onMission(view, h) ? 1 : 0.12;
  };
  const value = (a: RollAction): number => {
    const p = chanceOfRoll(view, hero, check, a);
    const helpers = a.helpers.reduce((sum, h) => sum + pull(h), 0);
    return worth * (p - helpers) - vpPrice(hero, a.vpDice * VP_PER_DIE) - 0.001 * a.items.length;
  };
  let best = legal[0]!;
  let bestValue = value(best);
  for (const a of legal) {
    const v = value(a);
    if (v > bestValue + 1e-9) {
      best = a;
      bestValue = v;
    }
  }
  return best;
}

/** After a failed roll: the re-roll (1 VP a die) whose bought chance is worth the most, or keep. */
export function evAfterRoll(view: DarknessView, seat: Seat, check: CheckSpec, roll: RollRecord, legal: DarknessAction[]): DarknessAction {
  const keep = legal.find((a) => a.type === 'keep');
  const needed = neededLevel(check.target);
  if (roll.success !== false || needed === null || needed > 8) return keep ?? legal[0]!;
  const hero = view.heroes[seat]!;
  const worth = successWorth(view, seat, check);
  let best: DarknessAction | null = null;
  let bestValue = 0;
  for (const a of legal) {
    if (a.type !== 'reroll' || a.dice.length === 0 || a.dice.length > hero.vp) continue;
    const v = worth * chanceAfterReroll(roll.faces, a.dice, needed) - vpPrice(hero, a.dice.length);
    if (v > bestValue + 1e-9) {
      best = a;
      bestValue = v;
    }
  }
  return best ?? keep ?? legal[0]!;
}
