import { describe, expect, it } from 'vitest';
import { availableVariants, firstFormDefaults, variantForSeats } from './new-game';

describe('The Grizzled new-game form defaults', () => {
  it('suggests Rookie when no Grizzled game was ever saved, and the normal game after one', () => {
    expect(firstFormDefaults([], 2).variant).toBe('rookie');
    expect(firstFormDefaults([{ gameId: 'silentes' }], 2).variant).toBe('rookie');
    expect(firstFormDefaults([{ gameId: 'silentes' }, { gameId: 'grizzled' }], 3).variant).toBe('normal');
    // G41: the plain game for two is the Chaplain's.
    expect(firstFormDefaults([{ gameId: 'silentes' }, { gameId: 'grizzled' }], 2).variant).toBe('twoPlayer');
    expect(availableVariants(3)).toContain(firstFormDefaults([], 3).variant);
  });

  it('starts with one seat per family member within 2–5, or 3 without profiles', () => {
    expect(firstFormDefaults([], 0).seats).toBe(3);
    expect(firstFormDefaults([], 1).seats).toBe(3);
    expect(firstFormDefaults([], 2).seats).toBe(2);
    expect(firstFormDefaults([], 4).seats).toBe(4);
    expect(firstFormDefaults([], 9).seats).toBe(5);
  });

  it('G41 follows the seat count between the plain game and the Chaplain\'s, and leaves Rookie and Veteran alone', () => {
    expect(variantForSeats('normal', 2)).toBe('twoPlayer');
    expect(variantForSeats('twoPlayer', 3)).toBe('normal');
    expect(variantForSeats('twoPlayer', 2)).toBe('twoPlayer');
    expect(variantForSeats('normal', 4)).toBe('normal');
    for (const seats of [2, 3, 5]) {
      expect(variantForSeats('rookie', seats)).toBe('rookie');
      expect(variantForSeats('veteran', seats)).toBe('veteran');
      expect(availableVariants(seats)).toContain(variantForSeats('normal', seats));
    }
  });
});
