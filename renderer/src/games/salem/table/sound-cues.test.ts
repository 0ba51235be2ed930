/** S93 the bell and the knock follow the public phase only. */
import { describe, expect, it } from 'vitest';
import { cueFor } from './sound-cues';

describe('salem sound cues', () => {
  it('S93 a bell when night (or the first dawn) falls, a knock when the town opens its eyes', () => {
    expect(cueFor('day', 'night')).toBe('bell');
    expect(cueFor('characters', 'dawn')).toBe('bell');
    expect(cueFor(null, 'dawn')).toBe('bell');
    expect(cueFor('night', 'day')).toBe('knock');
    expect(cueFor('dawn', 'day')).toBe('knock');
    expect(cueFor('night', 'over')).toBe('knock');
  });

  it('nothing while the phase stays, nothing for a table opened mid-night or mid-day', () => {
    expect(cueFor('night', 'night')).toBeNull();
    expect(cueFor('day', 'day')).toBeNull();
    expect(cueFor(null, 'night')).toBeNull();
    expect(cueFor(null, 'day')).toBeNull();
    expect(cueFor('day', 'over')).toBeNull();
  });
});
