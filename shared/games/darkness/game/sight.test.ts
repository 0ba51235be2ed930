/**
 * Line of sight (digest §1.17 environment, A48): ranges by light and weather, diagonals counting,
 * walls and locked doors blocking, windows letting sight through (D300).
 */
import { describe, expect, it } from 'vitest';
import { canSee, lineBetween, seenByHeroes, sightRange, visibleSquares } from './sight';
import { addDisc, build, held } from './test-helpers-e2';
import type { Light, Weather } from '../content/types';

describe('sight range', () => {
  const cases: [Light, Weather, boolean, number][] = [
    ['day', 'clear', false, 3],
    ['night', 'clear', false, 0],
    ['night', 'clear', true, 2],
    ['day', 'storm', false, 1],
    ['day', 'lightRain', false, 2],
    ['night', 'storm', true, 1],
  ];
  for (const [light, weather, flashlight, range] of cases) {
    it(`${light}, ${weather}${flashlight ? ', with a flashlight' : ''}: ${range}`, () => {
      const s = build();
      s.env = { light, weather };
      if (flashlight) addDisc(s, 'flashlight', 'item', held(0));
      expect(sightRange(s, 0)).toBe(range);
    });
  }
});

describe('what blocks sight', () => {
  it('diagonals count (Chebyshev distance); beyond the range nothing is seen', () => {
    const s = build();
    expect(canSee(s, { x: 3, y: 2 }, { x: 5, y: 4 }, 2)).toBe(true);
    expect(canSee(s, { x: 3, y: 2 }, { x: 5, y: 4 }, 1)).toBe(false);
  });

  it('walls block; D300 windows and open doors let sight through; locked doors block', () => {
    const s = build();
    expect(canSee(s, { x: 3, y: 2 }, { x: 3, y: 0 }, 3)).toBe(false);
    expect(canSee(s, { x: 2, y: 2 }, { x: 2, y: 0 }, 3)).toBe(true);
    expect(canSee(s, { x: 5, y: 3 }, { x: 7, y: 3 }, 3)).toBe(false);
    s.doors['6,3'] = 'open';
    expect(canSee(s, { x: 5, y: 3 }, { x: 7, y: 3 }, 3)).toBe(true);
  });

  it('a square off the known town is never seen', () => {
    const s = build();
    expect(canSee(s, { x: 1, y: 0 }, { x: 1, y: -1 }, 3)).toBe(false);
  });

  it('lineBetween lists the squares strictly between two squares', () => {
    expect(lineBetween({ x: 0, y: 0 }, { x: 3, y: 0 })).toEqual([{ x: 1, y: 0 }, { x: 2, y: 0 }]);
    expect(lineBetween({ x: 0, y: 0 }, { x: 2, y: 2 })).toEqual([{ x: 1, y: 1 }]);
  });

  it('at night without a light a hero sees only their own square', () => {
    const s = build({ heroes: [{ at: { x: 3, y: 2 } }] });
    s.env = { light: 'night', weather: 'clear' };
    expect(visibleSquares(s, 0)).toEqual([{ x: 3, y: 2 }]);
    expect(seenByHeroes(s, { x: 4, y: 2 })).toBe(false);
    s.env = { light: 'day', weather: 'clear' };
    expect(seenByHeroes(s, { x: 4, y: 2 })).toBe(true);
  });
});
