/**
 * Opposed rolls (digest §1.3 and ruling A3): higher level wins; on the same level the
 * pattern's top face; then the dice left outside the pattern, high to low; a complete tie
 * is left to the caller, which keeps the status quo (defender / current holder).
 */
import { readRoll, type RollReading } from './ladder';

/** The dice outside the reading's pattern, high to low. */
export function remainingDice(faces: readonly number[], reading: RollReading): number[] {
  const rest = faces.slice().sort((x, y) => y - x);
  for (const d of reading.pattern?.dice ?? []) rest.splice(rest.indexOf(d), 1);
  return rest;
}

export type TieBreak = 'level' | 'top' | 'remaining' | 'tie';

export interface Comparison {
  result: -1 | 0 | 1;
  decidedBy: TieBreak;
  /** For 'remaining': the position (0 = highest leftover die) where the hands first differ. */
  position: number | null;
}

/**
 * D2: when one side runs out of leftover dice first, a die beats no die (a missing die
 * counts as 0), so a bigger pool wins an otherwise equal exchange.
 */
export function explainCompare(a: readonly number[], b: readonly number[]): Comparison {
  const ra = readRoll(a);
  const rb = readRoll(b);
  if (ra.level !== rb.level) return { result: ra.level > rb.level ? 1 : -1, decidedBy: 'level', position: null };
  const topA = ra.pattern?.top ?? 0;
  const topB = rb.pattern?.top ?? 0;
  if (topA !== topB) return { result: topA > topB ? 1 : -1, decidedBy: 'top', position: null };
  const restA = remainingDice(a, ra);
  const restB = remainingDice(b, rb);
  for (let i = 0; i < Math.max(restA.length, restB.length); i++) {
    const x = restA[i] ?? 0;
    const y = restB[i] ?? 0;
    if (x !== y) return { result: x > y ? 1 : -1, decidedBy: 'remaining', position: i };
  }
  return { result: 0, decidedBy: 'tie', position: null };
}

/** A3: 1 when a wins, -1 when b wins, 0 on a complete tie (the caller applies status quo). */
export function compareRolls(a: readonly number[], b: readonly number[]): -1 | 0 | 1 {
  return explainCompare(a, b).result;
}

export interface OpposedOutcome {
  winner: 'attacker' | 'defender';
  /** 'statusQuo' when a complete tie left things with the defender / current holder. */
  decidedBy: TieBreak | 'statusQuo';
  position: number | null;
  attacker: RollReading & { remaining: number[] };
  defender: RollReading & { remaining: number[] };
}

/** The whole exchange with what decided it, so the roll helper can word the explanation. */
export function opposedOutcome(attacker: readonly number[], defender: readonly number[]): OpposedOutcome {
  const cmp = explainCompare(attacker, defender);
  const ra = readRoll(attacker);
  const rd = readRoll(defender);
  return {
    winner: cmp.result === 1 ? 'attacker' : 'defender',
    decidedBy: cmp.result === 0 ? 'statusQuo' : cmp.decidedBy,
    position: cmp.position,
    attacker: { ...ra, remaining: remainingDice(attacker, ra) },
    defender: { ...rd, remaining: remainingDice(defender, rd) },
  };
}

/** Several hands for one side (A4: the helped player uses the best hand): the index of the best, first wins ties. */
export function bestHand(hands: readonly (readonly number[])[]): number {
  if (hands.length === 0) throw new RangeError('bestHand needs at least one hand');
  let best = 0;
  for (let i = 1; i < hands.length; i++) if (compareRolls(hands[i]!, hands[best]!) === 1) best = i;
  return best;
}
