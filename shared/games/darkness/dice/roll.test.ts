import { describe, expect, it } from 'vitest';
import { seedRng } from '../../../engine/rng';
import { readPhysical, rerollDie, rollDice, type PhysicalResult } from './roll';

const error = (r: PhysicalResult) => (r.ok ? null : r.error);

describe('rolling with the seeded PRNG', () => {
  it('gives n faces 1-6, the same for the same state, and advances the state', () => {
    const rng = seedRng('darkness-dice');
    const a = rollDice(rng, 12);
    const b = rollDice(rng, 12);
    expect(a).toEqual(b);
    expect(a.faces).toHaveLength(12);
    expect(a.faces.every((f) => Number.isInteger(f) && f >= 1 && f <= 6)).toBe(true);
    expect(rollDice(a.rng, 12).faces).not.toEqual(a.faces);
    expect(rollDice(rng, 0)).toEqual({ faces: [], rng });
    expect(() => rollDice(rng, -1)).toThrow(RangeError);
  });

  it('A9 rolls pools larger than the box (unlimited digital pool), every face about equally often', () => {
    const { faces } = rollDice(seedRng('many'), 60_000);
    const counts = [1, 2, 3, 4, 5, 6].map((f) => faces.filter((x) => x === f).length);
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(400);
  });

  it('re-rolls exactly one die', () => {
    const rng = seedRng('reroll');
    const out = rerollDie(rng, [1, 1, 1, 1], 2);
    expect(out.faces.filter((_, i) => i !== 2)).toEqual([1, 1, 1]);
    expect(out.rng).not.toEqual(rng);
    expect(() => rerollDie(rng, [1], 1)).toThrow(RangeError);
  });
});

describe('typing faces from physical dice', () => {
  it('D3 reads faces separated by spaces, commas or dashes, or a run of digits', () => {
    expect(readPhysical('6 3 2', 3)).toEqual({ ok: true, faces: [6, 3, 2] });
    expect(readPhysical(' 6, 3-2 ', 3)).toEqual({ ok: true, faces: [6, 3, 2] });
    expect(readPhysical('632', 3)).toEqual({ ok: true, faces: [6, 3, 2] });
    expect(readPhysical([4, 4], 2)).toEqual({ ok: true, faces: [4, 4] });
  });

  it('names the die that is not a face 1-6', () => {
    expect(error(readPhysical('6 7 2', 3))).toMatchObject({ code: 'physical_face_invalid', params: { position: 2, value: '7' } });
    expect(error(readPhysical('6 x 2', 3))).toMatchObject({ code: 'physical_face_invalid', params: { position: 2, value: 'x' } });
    expect(error(readPhysical('602', 3))).toMatchObject({ code: 'physical_face_invalid', params: { position: 2, value: '0' } });
    expect(error(readPhysical([1, 2.5], 2))).toMatchObject({ code: 'physical_face_invalid', params: { position: 2 } });
  });

  it('refuses a count that does not match the pool', () => {
    expect(error(readPhysical('6 3', 3))).toMatchObject({ code: 'physical_count_mismatch', params: { got: 2, expected: 3 } });
    expect(error(readPhysical('', 1))).toMatchObject({ code: 'physical_count_mismatch', params: { got: 0, expected: 1 } });
  });

  it('A9 physical mode may cap a hand at the box of 10 dice', () => {
    expect(error(readPhysical('1 2 3 4 5 6 1 2 3 4 5', 11, { cap: 10 }))).toMatchObject({ code: 'physical_pool_too_large', params: { count: 11, cap: 10 } });
    expect(readPhysical('1 2 3 4 5 6 1 2 3 4 5', 11).ok).toBe(true);
  });
});
