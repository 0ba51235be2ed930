import { describe, expect, it } from 'vitest';
import { availableVariants, firstFormDefaults } from './new-game';

describe('The Grizzled new-game form defaults', () => {
  it('suggests Rookie when no Grizzled game was ever saved, and the normal game after one', () => {
    expect(firstFormDefaults([], 2).variant).toBe('rookie');
    expect(firstFormDefaults([{ gameId: 'silentes' }], 2).variant).toBe('rookie');
    expect(firstFormDefaults([{ gameId: 'silentes' }, { gameId: 'grizzled' }], 2).variant).toBe('normal');
    expect(availableVariants(3)).toContain(firstFormDefaults([], 3).variant);
  });

  it('starts with one seat per family member within 2–5, or 3 without profiles', () => {
    expect(firstFormDefaults([], 0).seats).toBe(3);
    expect(firstFormDefaults([], 1).seats).toBe(3);
    expect(firstFormDefaults([], 2).seats).toBe(2);
    expect(firstFormDefaults([], 4).seats).toBe(4);
    expect(firstFormDefaults([], 9).seats).toBe(5);
  });
});
