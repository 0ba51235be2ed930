/** The request depth check (S30): counted without recursion, so it survives any depth itself. */
import { describe, expect, it } from 'vitest';
import { JSON_MAX_DEPTH, jsonDepth, jsonTooDeep } from './json-depth';

const nested = (depth: number): unknown => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`);

describe('jsonDepth', () => {
  it('counts each object or array level, scalars none', () => {
    expect(jsonDepth('texto')).toBe(0);
    expect(jsonDepth(null)).toBe(0);
    expect(jsonDepth({})).toBe(1);
    expect(jsonDepth({ a: [1, { b: 'x' }], c: 2 })).toBe(3);
    expect(jsonDepth(nested(JSON_MAX_DEPTH))).toBe(JSON_MAX_DEPTH);
  });

  it('answers limit + 1 for a million levels without overflowing the stack', () => {
    const deep = nested(1_000_000);
    expect(() => JSON.stringify(deep)).toThrow(RangeError);
    expect(jsonDepth(deep)).toBe(JSON_MAX_DEPTH + 1);
    expect(jsonTooDeep(deep)).toEqual({ code: 'json_too_deep', message: expect.any(String), params: { max: JSON_MAX_DEPTH } });
    expect(jsonTooDeep(nested(JSON_MAX_DEPTH))).toBeNull();
  });
});
