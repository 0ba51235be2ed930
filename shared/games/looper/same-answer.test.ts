import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canonicalJson } from '../../engine/hash';
import { sameAnswer } from './same-answer';

describe('sameAnswer', () => {
  it('matches an answer with the same members whatever their order, and leaves out undefined ones', () => {
    expect(sameAnswer({ ability: 'brain', source: 'boss', target: 'school' }, { target: 'school', source: 'boss', ability: 'brain' })).toBe(true);
    expect(sameAnswer({ ability: 'brain', source: 'boss', target: 'school', sign: undefined }, { ability: 'brain', source: 'boss', target: 'school' })).toBe(true);
  });

  it('tells apart a different value, a missing member, an extra member and a string from a number', () => {
    expect(sameAnswer({ character: 'doctor', ability: 0, sign: 1 }, { character: 'doctor', ability: 0, sign: -1 })).toBe(false);
    expect(sameAnswer({ character: 'doctor', ability: 0 }, { character: 'doctor', ability: 0, sign: 1 })).toBe(false);
    expect(sameAnswer({ character: 'doctor', ability: 0, sign: 1 }, { character: 'doctor', ability: 0 })).toBe(false);
    expect(sameAnswer({ day: '2' }, { day: 2 })).toBe(false);
  });

  it('says exactly what comparing canonical JSON says, null members and nested values included', () => {
    const value = fc.oneof(fc.constant(undefined), fc.constant(null), fc.boolean(), fc.integer({ min: -2, max: 2 }), fc.constantFrom('a', 'b', '1'), fc.constant(Number.NaN), fc.constant(Number.POSITIVE_INFINITY), fc.constant([1]), fc.constant({ z: 1 }));
    const answer = fc.dictionary(fc.constantFrom('target', 'sign', 'day', 'source'), value, { maxKeys: 4 });
    fc.assert(fc.property(answer, answer, (a, b) => sameAnswer(a, b) === (canonicalJson(a) === canonicalJson(b))), { numRuns: 2000, seed: 9 });
    // The same answer written twice compares equal.
    fc.assert(fc.property(answer, (a) => sameAnswer(a, { ...a })), { numRuns: 500, seed: 10 });
  });
});
