import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bruteForceLevel } from './brute-force';
import { LADDER, levelOfCode, meetsShifted, readRoll, shiftTarget, succeeds } from './ladder';

const face = fc.integer({ min: 1, max: 6 });
const faces = (min = 0, max = 20) => fc.array(face, { minLength: min, maxLength: max });

describe('the ladder', () => {
  it('has the 8 steps in order with their codes', () => {
    expect(LADDER.map((s) => s.code)).toEqual(['6H', '1P', '3S', '3K', '4S', '4K', '5S', '5K']);
    expect(LADDER.map((s) => s.level)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(levelOfCode('4S')).toBe(5);
  });

  it.each([
    [[6], 1, '6H', 6, [6]],
    [[2, 2], 2, '1P', 2, [2, 2]],
    [[2, 3, 4], 3, '3S', 4, [4, 3, 2]],
    [[5, 5, 5], 4, '3K', 5, [5, 5, 5]],
    [[1, 2, 3, 4], 5, '4S', 4, [4, 3, 2, 1]],
    [[3, 3, 3, 3], 6, '4K', 3, [3, 3, 3, 3]],
    [[1, 2, 3, 4, 5], 7, '5S', 5, [5, 4, 3, 2, 1]],
    [[4, 4, 4, 4, 4], 8, '5K', 4, [4, 4, 4, 4, 4]],
  ])('reads %j as level %i (%s), top %i', (roll, level, code, top, dice) => {
    expect(readRoll(roll)).toEqual({ level, code, pattern: { top, dice } });
  });

  it('reads a roll with no pattern as level 0', () => {
    expect(readRoll([1, 3, 5])).toEqual({ level: 0, code: null, pattern: null });
    expect(readRoll([])).toEqual({ level: 0, code: null, pattern: null });
  });

  it('A1 6H means any die showing a 6, whatever else is rolled', () => {
    expect(readRoll([1, 6, 4]).code).toBe('6H');
    expect(readRoll([1, 4]).level).toBe(0);
    expect(succeeds([6, 1], 1)).toBe(true);
  });

  it('A2 the level is the highest pattern present, patterns are not nested: 1-2-3 without a 6 is level 3 and beats a 6H target', () => {
    expect(readRoll([1, 2, 3]).level).toBe(3);
    expect(succeeds([1, 2, 3], levelOfCode('6H'))).toBe(true);
    expect(succeeds([1, 2, 3], levelOfCode('1P'))).toBe(true);
    expect(succeeds([1, 2, 3], levelOfCode('3K'))).toBe(false);
    // A 6 and a pair and a 3-straight at once: the straight decides.
    expect(readRoll([6, 6, 4, 5]).code).toBe('3S');
    // 4K is present inside 5 of a kind, but the reading is 5K.
    expect(readRoll([2, 2, 2, 2, 2, 6]).code).toBe('5K');
  });

  it('A2 success is meet or beat', () => {
    expect(succeeds([3, 3, 3], 4)).toBe(true);
    expect(succeeds([3, 3, 3], 5)).toBe(false);
    expect(succeeds([1, 2, 3, 4, 5, 6], 7)).toBe(true);
    expect(() => succeeds([6], 0)).toThrow(RangeError);
    expect(() => succeeds([6], 9)).toThrow(RangeError);
  });

  it('D1 the pattern read is its best instance: the highest pair, the highest straight', () => {
    expect(readRoll([2, 2, 5, 5, 1]).pattern).toEqual({ top: 5, dice: [5, 5] });
    expect(readRoll([1, 2, 3, 4, 5, 6]).pattern).toEqual({ top: 6, dice: [6, 5, 4, 3, 2] });
    expect(readRoll([1, 2, 3, 5]).pattern).toEqual({ top: 3, dice: [3, 2, 1] });
  });

  it('rejects a face outside 1-6', () => {
    expect(() => readRoll([0])).toThrow(RangeError);
    expect(() => readRoll([7])).toThrow(RangeError);
    expect(() => readRoll([2.5])).toThrow(RangeError);
  });

  it('property: the level equals the highest pattern present by an independent brute-force definition', () => {
    fc.assert(fc.property(faces(), (roll) => readRoll(roll).level === bruteForceLevel(roll)), { numRuns: 2000 });
  });

  it('property: the order of the dice does not matter', () => {
    fc.assert(fc.property(faces(), (roll) => JSON.stringify(readRoll(roll)) === JSON.stringify(readRoll(roll.slice().sort()))), { numRuns: 1000 });
  });

  it('property: adding a die never lowers the level', () => {
    fc.assert(fc.property(faces(0, 15), face, (roll, extra) => readRoll([...roll, extra]).level >= readRoll(roll).level), { numRuns: 2000 });
  });

  it('property: the pattern dice are in the roll and its top is their highest', () => {
    fc.assert(
      fc.property(faces(1), (roll) => {
        const { pattern, level } = readRoll(roll);
        if (!pattern) return level === 0;
        const rest = roll.slice();
        for (const d of pattern.dice) {
          const at = rest.indexOf(d);
          if (at < 0) return false;
          rest.splice(at, 1);
        }
        return pattern.top === Math.max(...pattern.dice) && pattern.dice.length === LADDER[level - 1]!.size;
      }),
      { numRuns: 1000 },
    );
  });
});

describe('difficulty shifts', () => {
  it('move a target up or down the ladder', () => {
    expect(shiftTarget(3, 1)).toEqual({ kind: 'level', level: 4 });
    expect(shiftTarget(3, -2)).toEqual({ kind: 'level', level: 1 });
    expect(shiftTarget(8, 0)).toEqual({ kind: 'level', level: 8 });
  });

  it('A8 5K+1 is impossible and 6H-1 is an automatic success', () => {
    expect(shiftTarget(8, 1)).toEqual({ kind: 'impossible' });
    expect(shiftTarget(7, 2)).toEqual({ kind: 'impossible' });
    expect(shiftTarget(1, -1)).toEqual({ kind: 'automatic' });
    expect(meetsShifted([5, 5, 5, 5, 5], { kind: 'impossible' })).toBe(false);
    expect(meetsShifted(null, { kind: 'automatic' })).toBe(true);
    expect(meetsShifted([6], shiftTarget(1, 0))).toBe(true);
    expect(meetsShifted([6], shiftTarget(1, 1))).toBe(false);
    expect(meetsShifted(null, shiftTarget(1, 1))).toBe(false);
  });

  it('rejects a fractional shift or a target off the ladder', () => {
    expect(() => shiftTarget(3, 0.5)).toThrow(RangeError);
    expect(() => shiftTarget(0, 1)).toThrow(RangeError);
  });
});
