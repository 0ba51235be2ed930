/**
 * The odds the roll helper shows before a roll: for each ladder level, the chance that the hand
 * the roller's side will use reaches it. Separate hands (A4) are independent throws and the best
 * one counts, so a level is missed only when every hand misses it: 1 − Π(1 − pᵢ).
 */
import { LADDER, MAX_ODDS_DICE, oddsAtLeast, type LadderCode } from '../../../../shared/games/darkness/dice';

export interface OddsRow {
  level: number;
  code: LadderCode;
  /** 0..1 */
  chance: number;
}

/** Null when a hand is too big for the exact table (more than MAX_ODDS_DICE dice). */
export function oddsRows(handDice: readonly number[]): OddsRow[] | null {
  if (handDice.length === 0 || handDice.some((d) => d > MAX_ODDS_DICE)) return null;
  const tables = handDice.map((d) => oddsAtLeast(d));
  return LADDER.map((step, i) => ({
    level: step.level,
    code: step.code,
    chance: 1 - tables.reduce((miss, odds) => miss * (1 - odds[i]!), 1),
  }));
}

/**
 * A percentage a family can read: whole numbers, but never "0 %" for something that can happen
 * nor "100 %" for something that can fail (D134), so a 0.1 % five of a kind still shows.
 */
export function percentText(chance: number, locale: string): string {
  const format = (n: number, digits = 0) => new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(n);
  if (chance <= 0) return `${format(0)} %`;
  if (chance >= 1) return `${format(100)} %`;
  const pct = chance * 100;
  if (pct < 1) return `< ${format(1)} %`;
  if (pct > 99) return `> ${format(99)} %`;
  return `${format(Math.round(pct))} %`;
}
