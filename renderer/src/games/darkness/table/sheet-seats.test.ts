import { describe, expect, it } from 'vitest';
import { sheetSeats } from './sheet-seats';

describe('SC28: the hero sheets a Darkness table shows', () => {
  it('a hero whose own decision it is: their sheet, once, as their own area', () => {
    expect(sheetSeats(2, 0, 0)).toEqual([{ seat: 0, own: true }]);
  });

  it('a hero while another hero acts: their own sheet first, then the acting hero’s', () => {
    expect(sheetSeats(2, 1, 0)).toEqual([
      { seat: 1, own: true },
      { seat: 0, own: false },
    ]);
  });

  it('the public table and the Master (a seat past the heroes) see the acting hero’s sheet alone, none as their own', () => {
    expect(sheetSeats(2, null, 1)).toEqual([{ seat: 1, own: false }]);
    expect(sheetSeats(2, 2, 0)).toEqual([{ seat: 0, own: false }]);
  });
});
