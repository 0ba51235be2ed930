import { describe, expect, it } from 'vitest';
import { oddsAtLeast, readRoll } from '../../dice';
import { chanceAfterReroll, chanceAtLeast, chanceOfHand, chanceOfHands, meanLevelOf, neededLevel } from './odds';

describe('hero bot odds', () => {
  it('reads the exact ladder odds and clamps the ends', () => {
    expect(chanceAtLeast(3, 2)).toBeCloseTo(oddsAtLeast(3)[1]!, 12);
    expect(chanceAtLeast(0, 1)).toBe(0);
    expect(chanceAtLeast(4, 0)).toBe(1);
    expect(chanceAtLeast(25, 9)).toBe(0);
    // Above the table's 20 dice the bot reads the 20-dice row (a safe under-estimate).
    expect(chanceAtLeast(25, 8)).toBeCloseTo(oddsAtLeast(20)[7]!, 12);
  });

  it('turns each target kind into the level it needs', () => {
    expect(neededLevel({ kind: 'level', level: 3 })).toBe(3);
    expect(neededLevel({ kind: 'exceed', level: 2 })).toBe(3);
    expect(neededLevel({ kind: 'automatic' })).toBe(0);
    expect(neededLevel({ kind: 'impossible' })).toBe(9);
    expect(neededLevel({ kind: 'none' })).toBeNull();
    // An opposed pair of 4s: beating its level outright, a tie of level counted as half.
    expect(neededLevel({ kind: 'opposed', faces: [4, 4, 1] })).toBe(readRoll([4, 4, 1]).level + 0.5);
  });

  it('counts half a tie of level against an opposed roll', () => {
    const p = chanceOfHand(4, 2.5);
    expect(p).toBeCloseTo((oddsAtLeast(4)[1]! + oddsAtLeast(4)[2]!) / 2, 12);
  });

  it('A4: separate hands fail only when every hand fails', () => {
    const one = chanceAtLeast(3, 3);
    const two = chanceAtLeast(2, 3);
    expect(chanceOfHands([3, 2], 3)).toBeCloseTo(1 - (1 - one) * (1 - two), 12);
    expect(chanceOfHands([], 1)).toBe(0);
  });

  it('the mean level of a hand is the sum of its at-least odds', () => {
    expect(meanLevelOf(5)).toBeCloseTo(oddsAtLeast(5).reduce((a, b) => a + b, 0), 12);
    expect(meanLevelOf(0)).toBe(0);
  });

  it('re-rolling enumerates the re-rolled dice exactly', () => {
    // [1, 2, 5] needs 1P: re-rolling the 5 pairs a 1 or a 2, or a 3 makes a straight (A2: higher beats lower).
    expect(chanceAfterReroll([1, 2, 5], [2], 2)).toBeCloseTo(3 / 6, 12);
    // Needing 6H after re-rolling one die of [1, 1]: a 6, or a 1 keeping the pair (a higher level).
    expect(chanceAfterReroll([1, 1], [0], 1)).toBeCloseTo(2 / 6, 12);
    // Keeping the 2 and re-rolling two dice for 3S: 1-3 or 3-4 either way round, or 2-2 for 3K = 5 of 36.
    expect(chanceAfterReroll([2, 4, 1], [1, 2], 3)).toBeCloseTo(5 / 36, 12);
    // Re-rolling nothing keeps the hand as it is.
    expect(chanceAfterReroll([6, 6], [], 2)).toBe(1);
    expect(chanceAfterReroll([1, 3], [], 1)).toBe(0);
  });
});
