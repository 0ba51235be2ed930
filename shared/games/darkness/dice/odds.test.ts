import { describe, expect, it } from 'vitest';
import { bruteForceLevel, everyOutcome } from './brute-force';
import { exactOdds, meanLevel, oddsAtLeast, oddsExactly } from './odds';

/** The digest's table (§1.3), in percent as printed; columns ≥6H … 5K, then the mean level. */
const DIGEST: Record<number, [number[], number]> = {
  1: [[17, 0, 0, 0, 0, 0, 0, 0], 0.17],
  2: [[44, 17, 0, 0, 0, 0, 0, 0], 0.61],
  3: [[81, 56, 14, 3, 0, 0, 0, 0], 1.53],
  4: [[98, 89, 38, 15, 6, 0.5, 0, 0], 2.46],
  5: [[100, 100, 63, 37, 17, 5, 3, 0.1], 3.25],
  6: [[100, 100, 83, 61, 32, 14, 10, 0.4], 4.0],
  7: [[100, 100, 95, 80, 48, 28, 19, 1], 4.71],
  8: [[100, 100, 99, 92, 63, 44, 29, 3], 5.3],
  9: [[100, 100, 100, 98, 76, 60, 41, 5], 5.79],
  10: [[100, 100, 100, 100, 85, 74, 52, 9], 6.2],
  12: [[100, 100, 100, 100, 96, 93, 73, 22], 6.83],
};

describe('exact odds', () => {
  it('equal a brute-force enumeration of all 6^n outcomes for 1-7 dice, exactly', () => {
    for (let n = 1; n <= 7; n++) {
      const byLevel = Array<bigint>(9).fill(0n);
      everyOutcome(n, (faces) => {
        byLevel[bruteForceLevel(faces)]!++;
      });
      const atLeast = [1, 2, 3, 4, 5, 6, 7, 8].map((k) => byLevel.slice(k).reduce((s, c) => s + c, 0n));
      const exact = exactOdds(n);
      expect(exact.total, `${n} dice`).toBe(6n ** BigInt(n));
      expect(exact.atLeast, `${n} dice`).toEqual(atLeast);
    }
  });

  it("match the digest's table (as rounded there) for 1-12 dice", () => {
    for (const [n, [percents, mean]] of Object.entries(DIGEST)) {
      const odds = oddsAtLeast(Number(n));
      percents.forEach((printed, i) => {
        // The table prints whole percents, or one decimal below 1%.
        const tolerance = Number.isInteger(printed) ? 0.5 : 0.05;
        expect(Math.abs(odds[i]! * 100 - printed), `${n} dice, level ${i + 1}`).toBeLessThanOrEqual(tolerance);
      });
      expect(Math.abs(meanLevel(Number(n)) - mean), `${n} dice mean`).toBeLessThanOrEqual(0.005);
    }
  });

  it('show the quirk the digest found: for 5-10 dice a 4K reading is rarer than a 5S reading, and the ladder keeps its order', () => {
    for (let n = 5; n <= 10; n++) {
      const exactly = oddsExactly(n);
      expect(exactly[6]!, `${n} dice`).toBeLessThan(exactly[7]!);
    }
    const six = oddsExactly(6);
    expect(six[6]! * 100).toBeCloseTo(4.8, 1);
    expect(six[7]! * 100).toBeCloseTo(9.3, 1);
  });

  it('cover every pool size up to 20 dice and sum to one', () => {
    for (let n = 0; n <= 20; n++) {
      const at = oddsAtLeast(n);
      expect(at).toHaveLength(8);
      for (let k = 1; k < 8; k++) expect(at[k]!).toBeLessThanOrEqual(at[k - 1]!);
      expect(oddsExactly(n).reduce((s, p) => s + p, 0)).toBeCloseTo(1, 12);
    }
    expect(oddsAtLeast(0)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(oddsAtLeast(20)[0]).toBe(1);
    expect(() => oddsAtLeast(21)).toThrow(RangeError);
    expect(() => oddsAtLeast(-1)).toThrow(RangeError);
  });

  it('never drop when a die is added, at any level, up to 20 dice', () => {
    for (let n = 0; n < 20; n++) {
      const now = oddsAtLeast(n);
      const more = oddsAtLeast(n + 1);
      for (let k = 0; k < 8; k++) expect(more[k]!, `${n}→${n + 1} dice, level ${k + 1}`).toBeGreaterThanOrEqual(now[k]!);
    }
  });

  it('are cached, and a caller cannot spoil the cache', () => {
    const first = oddsAtLeast(9);
    first[0] = 42;
    expect(oddsAtLeast(9)[0]).toBe(1);
    expect(exactOdds(9)).toBe(exactOdds(9));
  });
});
