import { describe, expect, it } from 'vitest';
import { addedPublicLines, type PublicLogLine } from './resolution-steps';

const line = (key: string, params: PublicLogLine['params'] = {}, to?: number): PublicLogLine => (to === undefined ? { key, params } : { key, params, to });

describe('the public lines a move added', () => {
  it('are the lines after the previous log, private lines left out', () => {
    const before = [line('play', { seat: 0 }), line('draw', { n: 1 }, 0)];
    const after = [...before, line('hide', { seat: 1 }), line('peek', { card: 'x' }, 1)];
    expect(addedPublicLines(before, after)).toEqual([line('hide', { seat: 1 })]);
  });

  it('compare lines by what they say, not by object or the order of their params', () => {
    const before = [line('play', { seat: 0, card: 'a' })];
    const after = [line('play', { card: 'a', seat: 0 }), line('hide', { seat: 1 })];
    expect(addedPublicLines(before, after)).toEqual([line('hide', { seat: 1 })]);
    // The same objects (as the table store keeps them) are the same lines.
    expect(addedPublicLines(after.slice(0, 1), after)).toEqual([after[1]]);
  });

  it('is nothing when the log does not start with the previous one (an undo, another game)', () => {
    expect(addedPublicLines([line('play', { seat: 0 })], [line('play', { seat: 1 }), line('hide', {})])).toEqual([]);
    expect(addedPublicLines([line('play', { seat: 0 })], [line('draw', { seat: 0 }), line('hide', {})])).toEqual([]);
    expect(addedPublicLines([line('play', { seat: 0, card: 'a' })], [line('play', { seat: 0 }), line('hide', {})])).toEqual([]);
    expect(addedPublicLines([line('play', { seat: 0 }), line('hide', {})], [line('play', { seat: 0 })])).toEqual([]);
  });

  it('compare a param that is a small JSON value (a game\'s dice) by value', () => {
    const dice = (faces: number[]) => line('roll', { faces: faces as unknown as number });
    expect(addedPublicLines([dice([1, 2])], [dice([1, 2]), line('hide', {})])).toEqual([line('hide', {})]);
    expect(addedPublicLines([dice([1, 2])], [dice([2, 1]), line('hide', {})])).toEqual([]);
  });
});
