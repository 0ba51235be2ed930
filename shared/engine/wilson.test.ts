import { describe, expect, it } from 'vitest';
import { wilson } from './wilson';

describe('wilson', () => {
  it('gives the Wilson score 95% interval', () => {
    const [lo, hi] = wilson(77, 1000);
    expect(lo).toBeCloseTo(0.0621, 3);
    expect(hi).toBeCloseTo(0.0951, 3);
  });
  it('stays inside [0, 1] at the edges and says nothing without trials', () => {
    expect(wilson(0, 100)[0]).toBeCloseTo(0, 12);
    expect(wilson(0, 100)[1]).toBeCloseTo(0.037, 3);
    expect(wilson(100, 100)[1]).toBeCloseTo(1, 12);
    expect(wilson(0, 0)).toEqual([0, 1]);
  });
});
