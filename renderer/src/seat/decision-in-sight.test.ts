import { describe, expect, it } from 'vitest';
import { decisionOutOfSight } from './decision-in-sight';

describe('SC30: a phone’s next decision in sight', () => {
  it('goes back to the top when the decision starts above the window or too low to be seen', () => {
    expect(decisionOutOfSight(-400, 640)).toBe(true);
    expect(decisionOutOfSight(600, 640)).toBe(true);
  });
  it('leaves the page alone when the decision is in sight, or there is none', () => {
    expect(decisionOutOfSight(120, 640)).toBe(false);
    expect(decisionOutOfSight(0, 640)).toBe(false);
    expect(decisionOutOfSight(null, 640)).toBe(false);
  });
});
