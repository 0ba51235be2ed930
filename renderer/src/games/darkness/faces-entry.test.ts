import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { patternIndexes, readTypedFaces } from './faces-entry';

describe('typed faces', () => {
  it('D131 reads faces with or without separators', () => {
    expect(readTypedFaces('3 5 6', 3)).toEqual({ ok: true, faces: [3, 5, 6] });
    expect(readTypedFaces('3,5,6', 3)).toEqual({ ok: true, faces: [3, 5, 6] });
    expect(readTypedFaces(' 356 ', 3)).toEqual({ ok: true, faces: [3, 5, 6] });
    expect(readTypedFaces('1-2;3', 3)).toEqual({ ok: true, faces: [1, 2, 3] });
  });

  it('D131 refuses each kind of wrong entry with its own message', () => {
    expect(readTypedFaces('  ', 2)).toEqual({ ok: false, problem: { key: 'darkness.roll.faces.empty', params: { expected: 2 } } });
    expect(readTypedFaces('3 x', 2)).toEqual({ ok: false, problem: { key: 'darkness.roll.faces.notFace', params: { position: 2, value: 'x' } } });
    expect(readTypedFaces('3 7', 2)).toEqual({ ok: false, problem: { key: 'darkness.roll.faces.notFace', params: { position: 2, value: '7' } } });
    expect(readTypedFaces('30', 2)).toEqual({ ok: false, problem: { key: 'darkness.roll.faces.notFace', params: { position: 2, value: '0' } } });
    expect(readTypedFaces('3', 2)).toEqual({ ok: false, problem: { key: 'darkness.roll.faces.tooFew', params: { given: 1, expected: 2 } } });
    expect(readTypedFaces('345', 2)).toEqual({ ok: false, problem: { key: 'darkness.roll.faces.tooMany', params: { given: 3, expected: 2 } } });
  });

  it('reads back any list of faces written with spaces or run together', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 12 }), (faces) => {
        expect(readTypedFaces(faces.join(' '), faces.length)).toEqual({ ok: true, faces });
        expect(readTypedFaces(faces.join(''), faces.length)).toEqual({ ok: true, faces });
      }),
    );
  });
});

describe('pattern marks', () => {
  it('marks each die of the pattern once, leaving the extra copies unmarked', () => {
    expect(patternIndexes([3, 3, 3, 1], [3, 3])).toEqual([0, 1]);
    expect(patternIndexes([6, 2, 4, 3, 2], [2, 3, 4])).toEqual([1, 2, 3]);
    expect(patternIndexes([1, 2], [])).toEqual([]);
  });
});
