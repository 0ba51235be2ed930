import { describe, expect, it } from 'vitest';
import { placeUndos, publicLines, type UndoMark } from './undo-notes';

const line = (key: string, to?: number) => JSON.stringify(to === undefined ? { key, params: {} } : { key, params: {}, to });

describe('undo notes in the log', () => {
  it('reads only the public lines of a view', () => {
    const view = { log: [{ key: 'a', params: {} }, { key: 'secret', params: {}, to: 1 }, { key: 'b', params: {} }] };
    expect(publicLines(view)).toEqual([line('a'), line('b')]);
    expect(publicLines({})).toEqual([]);
    expect(publicLines(null)).toEqual([]);
  });

  it('places an undo right after the lines it left, even when later lines follow', () => {
    const mark: UndoMark = { seat: 0, tail: [line('a'), line('b')] };
    expect(placeUndos([mark], [line('a'), line('b'), line('c'), line('d')])).toEqual([{ seat: 0, at: 2 }]);
  });

  it('follows the lines when the log cap drops the oldest ones', () => {
    const mark: UndoMark = { seat: 1, tail: [line('c'), line('d')] };
    expect(placeUndos([mark], [line('a'), line('b'), line('c'), line('d'), line('e')])).toEqual([{ seat: 1, at: 4 }]);
    expect(placeUndos([mark], [line('c'), line('d'), line('e')])).toEqual([{ seat: 1, at: 2 }]);
  });

  it('drops an undo whose place has left the log (capped away or rolled back by a later undo)', () => {
    const mark: UndoMark = { seat: 0, tail: [line('x'), line('y')] };
    expect(placeUndos([mark], [line('y'), line('z')])).toEqual([]);
  });

  it('puts an undo made before any public line at the start', () => {
    expect(placeUndos([{ seat: 0, tail: [] }], [line('a')])).toEqual([{ seat: 0, at: 0 }]);
  });
});
