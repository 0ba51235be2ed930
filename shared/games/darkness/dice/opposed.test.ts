import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bestHand, compareRolls, explainCompare, opposedOutcome, remainingDice } from './opposed';
import { readRoll } from './ladder';

const roll = fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 0, maxLength: 12 });

describe('opposed rolls', () => {
  it('the higher level wins', () => {
    expect(compareRolls([1, 2, 3], [6, 6])).toBe(1);
    expect(compareRolls([6], [1, 1])).toBe(-1);
    expect(explainCompare([4, 4, 4], [1, 2, 3, 4]).decidedBy).toBe('level');
  });

  it('A3 same level: the pattern top face decides (a pair of 3s beats a pair of 2s)', () => {
    expect(compareRolls([3, 3, 1], [2, 2, 6])).toBe(1);
    expect(explainCompare([3, 3, 1], [2, 2, 5])).toEqual({ result: 1, decidedBy: 'top', position: null });
    // Straights: the highest die of the straight.
    expect(compareRolls([2, 3, 4], [3, 4, 5])).toBe(-1);
  });

  it('A3 6H against 6H is decided by the remaining dice, high to low', () => {
    expect(explainCompare([6, 5, 1], [6, 4, 3])).toEqual({ result: 1, decidedBy: 'remaining', position: 0 });
    expect(explainCompare([6, 5, 1], [6, 5, 3])).toEqual({ result: -1, decidedBy: 'remaining', position: 1 });
  });

  it('A3 same straight: the remaining dice decide', () => {
    expect(compareRolls([1, 2, 3, 5], [1, 2, 3, 1])).toBe(1);
  });

  it('A3 a complete tie is 0 and the defender keeps (status quo)', () => {
    expect(compareRolls([4, 4, 1], [1, 4, 4])).toBe(0);
    const out = opposedOutcome([4, 4, 1], [1, 4, 4]);
    expect(out.winner).toBe('defender');
    expect(out.decidedBy).toBe('statusQuo');
    expect(opposedOutcome([1, 3], [3, 1]).decidedBy).toBe('statusQuo');
  });

  it('D2 when leftovers run out a die beats no die', () => {
    expect(explainCompare([6, 1], [6])).toEqual({ result: 1, decidedBy: 'remaining', position: 0 });
    expect(compareRolls([2, 2], [2, 2, 1])).toBe(-1);
  });

  it('explains the exchange for the roll helper', () => {
    const out = opposedOutcome([5, 5, 2, 1], [5, 5, 3]);
    expect(out.winner).toBe('defender');
    expect(out.decidedBy).toBe('remaining');
    expect(out.position).toBe(0);
    expect(out.attacker).toMatchObject({ code: '1P', pattern: { top: 5 }, remaining: [2, 1] });
    expect(out.defender).toMatchObject({ code: '1P', remaining: [3] });
    expect(opposedOutcome([6, 6], [6]).winner).toBe('attacker');
  });

  it('remainingDice takes out exactly the pattern dice', () => {
    const faces = [5, 1, 5, 6, 5];
    expect(remainingDice(faces, readRoll(faces))).toEqual([6, 1]);
  });

  it('A4 the best of several hands counts; the first wins a tie', () => {
    expect(bestHand([[1, 3], [2, 2], [6]])).toBe(1);
    expect(bestHand([[2, 2], [2, 2]])).toBe(0);
    expect(() => bestHand([])).toThrow(RangeError);
  });

  it('property: compareRolls is antisymmetric and a roll ties with any reordering of itself', () => {
    fc.assert(fc.property(roll, roll, (a, b) => compareRolls(a, b) === -compareRolls(b, a)), { numRuns: 2000 });
    fc.assert(fc.property(roll, (a) => compareRolls(a, a.slice().reverse()) === 0), { numRuns: 500 });
  });

  it('property: compareRolls is transitive', () => {
    fc.assert(
      fc.property(roll, roll, roll, (a, b, c) => {
        if (compareRolls(a, b) >= 0 && compareRolls(b, c) >= 0) return compareRolls(a, c) >= 0;
        return true;
      }),
      { numRuns: 2000 },
    );
  });
});
