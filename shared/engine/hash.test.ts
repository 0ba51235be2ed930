import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canonicalJson, stateHash } from './hash';

/** The same value with every object's keys inserted in reverse order. */
function reversedCopy(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(reversedCopy);
  if (v && typeof v === 'object') {
    return Object.fromEntries(Object.keys(v).reverse().map((k) => [k, reversedCopy((v as Record<string, unknown>)[k])]));
  }
  return v;
}

describe('canonicalJson', () => {
  it('is valid JSON of the same value, whatever order the keys were inserted in', () => {
    fc.assert(fc.property(fc.jsonValue(), (v) => {
      const text = canonicalJson(v);
      expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(v)));
      expect(canonicalJson(reversedCopy(v))).toBe(text);
    }), { numRuns: 500 });
  });

  it('does not depend on key insertion order and drops undefined members', () => {
    expect(canonicalJson({ b: 1, a: [1, { d: 2, c: 'x' }], u: undefined })).toBe('{"a":[1,{"c":"x","d":2}],"b":1}');
    expect(canonicalJson({ a: [1, { c: 'x', d: 2 }], b: 1 })).toBe(canonicalJson({ b: 1, a: [1, { d: 2, c: 'x' }] }));
  });
});

describe('stateHash', () => {
  it('is 16 hex digits, stable across key order, and changes with any value', () => {
    const h = stateHash({ a: 1, b: [2, 3] });
    expect(h).toMatch(/^[0-9a-f]{16}$/);
    expect(stateHash({ b: [2, 3], a: 1 })).toBe(h);
    expect(stateHash({ a: 1, b: [3, 2] })).not.toBe(h);
    expect(stateHash({ a: 2, b: [2, 3] })).not.toBe(h);
  });

  it('has no collisions over many distinct small values', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 20000; i++) seen.add(stateHash({ n: i, s: `k${i % 97}` }));
    expect(seen.size).toBe(20000);
  });
});
