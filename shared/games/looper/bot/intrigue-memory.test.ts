import { describe, expect, it } from 'vitest';
import type { LogEntry } from '../types';
import { intrigueMemory, remembered } from './intrigue-memory';
import { ch, frame } from './test-helpers';

const revealed = (owner: string, card: string, target: string, to?: 0): LogEntry => ({ key: 'cardRevealed', params: { owner, card, target }, ...(to === undefined ? {} : { to }) });

describe('intrigue memory', () => {
  it("adds up the Intrigue of the mastermind's revealed cards per target", () => {
    const m = intrigueMemory([
      revealed('mastermind', 'intriguePlus2', 'shrine'),
      revealed('mastermind', 'intriguePlus1', 'shrine'),
      revealed('mastermind', 'paranoiaPlus1', 'doctor'),
      revealed('1', 'forbidIntrigue', 'shrine'),
    ], []);
    expect(remembered(m, 'shrine')).toBeCloseTo(0.4 * 3);
    expect(remembered(m, 'doctor')).toBe(0);
  });

  it('ignores lines only the mastermind reads', () => {
    expect(remembered(intrigueMemory([revealed('mastermind', 'intriguePlus2', 'school', 0)], []), 'school')).toBe(0);
  });

  it('counts the [MM ability] Intrigue at half weight (a Brain can aim it anywhere it stands)', () => {
    const before = frame([ch('boss')]);
    const m = intrigueMemory([], [
      { counter: 'intrigue', sign: 1, target: 'city', at: 'city', before },
      { counter: 'intrigue', sign: -1, target: 'city', at: 'city', before },
      { counter: 'paranoia', sign: 1, target: 'boss', at: 'city', before },
    ]);
    expect(remembered(m, 'city')).toBe(0.5);
    expect(remembered(m, 'boss')).toBe(0);
  });

  it('weighs most the places and people whose Intrigue reached 2 in a kept loop', () => {
    const m = intrigueMemory([revealed('mastermind', 'intriguePlus1', 'hospital'), revealed('mastermind', 'intriguePlus1', 'hospital')], [], new Map([['girlStudent', 1]]));
    expect(remembered(m, 'girlStudent')).toBeGreaterThan(remembered(m, 'hospital'));
  });
});
