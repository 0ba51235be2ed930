/**
 * The hero bot's arithmetic: chances of a check's success from the exact ladder odds
 * (dice/odds.ts), for one hand or several separate hands (A4), and what re-rolling some dice
 * of a failed hand would buy. Everything is exact and cached, so a decision stays fast.
 */
import { MAX_ODDS_DICE, oddsAtLeast, readRoll } from '../../dice';
import type { CheckSpec } from '../types';

/** P(a hand of `dice` reaches at least `level`); level ≤ 0 is certain, above 8 impossible. */
export function chanceAtLeast(dice: number, level: number): number {
  if (level <= 0) return 1;
  if (level > 8 || dice <= 0) return 0;
  return oddsAtLeast(Math.min(dice, MAX_ODDS_DICE))[level - 1] ?? 0;
}

/** The level a check's target asks for (meet-or-beat), or null when the target is not a level. */
export function neededLevel(target: CheckSpec['target']): number | null {
  switch (target.kind) {
    case 'level':
      return target.level;
    case 'exceed':
      return target.level + 1;
    case 'opposed':
      // A tie of level is settled by faces (A3); counting it as half a win is close enough.
      return readRoll(target.faces).level + 0.5;
    case 'automatic':
      return 0;
    case 'impossible':
      return 9;
    case 'none':
      return null;
  }
}

/** P(one hand of `dice` succeeds) against a needed level (x.5 = half credit at the lower level). */
export function chanceOfHand(dice: number, needed: number): number {
  if (Number.isInteger(needed)) return chanceAtLeast(dice, needed);
  const low = Math.floor(needed);
  return (chanceAtLeast(dice, low) + chanceAtLeast(dice, low + 1)) / 2;
}

/** A4 separate hands: the best hand counts, so the check fails only when every hand fails. */
export function chanceOfHands(hands: readonly number[], needed: number): number {
  let allFail = 1;
  for (const dice of hands) allFail *= 1 - chanceOfHand(dice, needed);
  return 1 - allFail;
}

/** Expected ladder level of one hand (movement rolls have no target: more is better). */
export function meanLevelOf(dice: number): number {
  if (dice <= 0) return 0;
  return oddsAtLeast(Math.min(dice, MAX_ODDS_DICE)).reduce((sum, p) => sum + p, 0);
}

/**
 * P(success) after re-rolling the dice at `indices` of `faces`, enumerating every outcome of
 * the re-rolled dice exactly (at most 6^3 = 216: re-rolls are capped at three a turn).
 */
export function chanceAfterReroll(faces: readonly number[], indices: readonly number[], needed: number): number {
  const work = faces.slice();
  let hits = 0;
  const total = 6 ** indices.length;
  const visit = (k: number): void => {
    if (k === indices.length) {
      const level = readRoll(work).level;
      hits += level >= Math.ceil(needed) ? 1 : level === Math.floor(needed) && !Number.isInteger(needed) ? 0.5 : 0;
      return;
    }
    for (let face = 1; face <= 6; face++) {
      work[indices[k]!] = face;
      visit(k + 1);
    }
  };
  visit(0);
  return hits / total;
}
