/** S96 a character being chosen shows as the two offered, not as one of them. */
import { describe, expect, it } from 'vitest';
import type { LogEntry } from '../../../../../shared/games/salem/types';
import { pendingOffers } from './characters';

const log: LogEntry[] = [
  { key: 'characterOffer', params: { seat: 0, a: 'tituba', b: 'giles_corey' } },
  { key: 'characterOffer', params: { seat: 1, a: 'mary_warren', b: 'william_phips' } },
  { key: 'character', params: { seat: 0, character: 'giles_corey' } },
];

describe('salem character choice on the table', () => {
  it('S96 lists the seats still choosing with their two offered characters', () => {
    expect([...pendingOffers({ phase: 'characters', log })]).toEqual([[1, ['mary_warren', 'william_phips']]]);
  });
  it('once the day starts every character is settled', () => {
    expect(pendingOffers({ phase: 'dawn', log }).size).toBe(0);
  });
});
