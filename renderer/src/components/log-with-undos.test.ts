import { describe, expect, it } from 'vitest';
import { undoSlots } from './log-with-undos';

const e = (to?: number) => (to === undefined ? {} : { to });

describe('undo lines in the shown log', () => {
  it('puts an undo right after the public line it follows, before any later line', () => {
    expect(undoSlots([e(), e(), e()], [{ seat: 1, at: 2 }])).toEqual([[], [], [1], []]);
  });

  it('counts only public lines, so a seat’s private lines do not move it', () => {
    expect(undoSlots([e(), e(0), e()], [{ seat: 0, at: 1 }])).toEqual([[], [0], [], []]);
  });

  it('keeps several undos in order, at the start when nothing came before, and at the end when past it', () => {
    expect(undoSlots([e()], [{ seat: 1, at: 5 }, { seat: 0, at: 0 }, { seat: 2, at: 1 }])).toEqual([[0], [2, 1]]);
  });

  it('leaves every slot empty when there is no undo', () => {
    expect(undoSlots([e(), e()])).toEqual([[], [], []]);
  });
});
