import { describe, expect, it } from 'vitest';
import { reuseUnchanged } from './reuse-unchanged';

describe('reuseUnchanged', () => {
  it('keeps the previous objects for every unchanged part and new ones for changed parts', () => {
    const prev = { seq: 1, view: { log: [{ key: 'a' }, { key: 'b' }], hand: ['C1', 'C2'] }, status: { deciding: [0] } };
    const next = { seq: 2, view: { log: [{ key: 'a' }, { key: 'b' }, { key: 'c' }], hand: ['C1', 'C2'] }, status: { deciding: [1] } };
    const out = reuseUnchanged(prev, next);
    expect(out).toEqual(next);
    expect(out).not.toBe(prev);
    expect(out.view.hand).toBe(prev.view.hand);
    expect(out.view.log[0]).toBe(prev.view.log[0]);
    expect(out.view.log[1]).toBe(prev.view.log[1]);
    expect(out.view.log).not.toBe(prev.view.log);
    expect(out.status).not.toBe(prev.status);
  });

  it('answers the previous object itself when nothing changed', () => {
    const prev = { a: [1, { b: null }], c: 'x' };
    expect(reuseUnchanged(prev, { a: [1, { b: null }], c: 'x' })).toBe(prev);
  });

  it('never keeps a previous part that differs, however deep (no value of another view survives)', () => {
    const prev = { view: { hands: [['C1'], ['B2']], secret: 'ana' } };
    const next = { view: { hands: [['C1'], null], secret: null } };
    const out = reuseUnchanged(prev, next);
    expect(out).toEqual(next);
    expect(out.view.hands[0]).toBe(prev.view.hands[0]);
    expect(out.view.hands[1]).toBeNull();
    expect(out.view.secret).toBeNull();
  });

  it('notices a key that appears or disappears', () => {
    const prev: Record<string, unknown> = { a: 1, b: 2 };
    expect(reuseUnchanged(prev, { a: 1 })).toEqual({ a: 1 });
    expect(reuseUnchanged(prev, { a: 1, b: 2, c: 3 })).toEqual({ a: 1, b: 2, c: 3 });
    expect(reuseUnchanged({ a: undefined }, { b: undefined })).toEqual({ b: undefined });
  });

  it('takes the next value when there is nothing to share with', () => {
    const next = { seq: 0 };
    expect(reuseUnchanged(null, next)).toBe(next);
    expect(reuseUnchanged([1, 2], next)).toBe(next);
  });

  it('shares a Map entry by entry, and answers the previous Map when every entry is the same', () => {
    const prev = new Map([['a', [{ card: 'x' }]], ['b', [{ card: 'y' }]]]);
    const same = reuseUnchanged(prev, new Map([['a', [{ card: 'x' }]], ['b', [{ card: 'y' }]]]));
    expect(same).toBe(prev);
    const next = reuseUnchanged(prev, new Map([['a', [{ card: 'x' }]], ['c', [{ card: 'z' }]]]));
    expect(next).not.toBe(prev);
    expect([...next.keys()]).toEqual(['a', 'c']);
    expect(next.get('a')).toBe(prev.get('a'));
    expect(next.get('c')).toEqual([{ card: 'z' }]);
  });
});
