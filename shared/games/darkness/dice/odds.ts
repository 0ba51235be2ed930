/**
 * Exact odds of reaching at least each ladder level with N dice. A roll's level depends only
 * on how many dice show each face, so we enumerate the C(N+5, 5) face-count vectors (53,130
 * at 20 dice) weighted by their multinomial count, in BigInt so the sums are exact; the
 * results are cached per pool size because the roll helper asks again on every change.
 */
import { levelOfCounts, MAX_LEVEL } from './ladder';

export const MAX_ODDS_DICE = 20;

export interface ExactOdds {
  /** atLeast[k-1] = number of the 6^N ordered outcomes whose level is ≥ k, for k = 1..8. */
  atLeast: bigint[];
  total: bigint;
}

const exactCache = new Map<number, ExactOdds>();
const oddsCache = new Map<number, number[]>();

function factorials(n: number): bigint[] {
  const out = [1n];
  for (let i = 1; i <= n; i++) out.push(out[i - 1]! * BigInt(i));
  return out;
}

function assertDice(dice: number): void {
  if (!Number.isInteger(dice) || dice < 0 || dice > MAX_ODDS_DICE) throw new RangeError(`odds are computed for 0-${MAX_ODDS_DICE} dice, not ${dice}`);
}

export function exactOdds(dice: number): ExactOdds {
  assertDice(dice);
  const cached = exactCache.get(dice);
  if (cached) return cached;
  const fact = factorials(dice);
  const byLevel = Array<bigint>(MAX_LEVEL + 1).fill(0n);
  const counts = [0, 0, 0, 0, 0, 0, 0];
  const visit = (face: number, left: number, weight: bigint) => {
    if (face === 6) {
      counts[6] = left;
      byLevel[levelOfCounts(counts)]! += weight / fact[left]!;
      return;
    }
    for (let c = 0; c <= left; c++) {
      counts[face] = c;
      visit(face + 1, left - c, weight / fact[c]!);
    }
  };
  // The multinomial N!/(c1!…c6!) divides exactly at every step, so BigInt division is exact.
  visit(1, dice, fact[dice]!);
  const atLeast: bigint[] = [];
  let running = 0n;
  for (let level = MAX_LEVEL; level >= 1; level--) {
    running += byLevel[level]!;
    atLeast[level - 1] = running;
  }
  const result = { atLeast, total: 6n ** BigInt(dice) };
  exactCache.set(dice, result);
  return result;
}

/** Probability of reaching at least each level 1..8 (index 0 = ≥6H) with this many dice. */
export function oddsAtLeast(dice: number): number[] {
  assertDice(dice);
  const cached = oddsCache.get(dice);
  if (cached) return cached.slice();
  const { atLeast, total } = exactOdds(dice);
  const odds = atLeast.map((n) => ratio(n, total));
  oddsCache.set(dice, odds);
  return odds.slice();
}

/** n/d as a double without going through two rounded huge numbers. */
function ratio(n: bigint, d: bigint): number {
  const scale = 10n ** 18n;
  return Number((n * scale) / d) / 1e18;
}

/** Expected level = Σ P(level ≥ k). */
export function meanLevel(dice: number): number {
  return oddsAtLeast(dice).reduce((sum, p) => sum + p, 0);
}

/** Probability of exactly each level 0..8. */
export function oddsExactly(dice: number): number[] {
  const at = oddsAtLeast(dice);
  return Array.from({ length: MAX_LEVEL + 1 }, (_, level) => (level === 0 ? 1 : at[level - 1]!) - (at[level] ?? 0));
}

/** Only for the bench: forget the cached tables so a cold computation can be timed. */
export function clearOddsCache(): void {
  exactCache.clear();
  oddsCache.clear();
}
