import { describe, expect, it } from 'vitest';
import { looper, undoable } from './index';
import { act, stateAt } from './flow-test-helpers';
import { randomLegal } from './random-bot';

const SPEC = { cast: ['doctor', 'nurse', 'informer'] as never };

describe('the looper module', () => {
  it('L40 a face-down card that does not start the resolution can be taken back; the one that does cannot', () => {
    let s = stateAt('mastermindCards', SPEC);
    let next = act(s, 0, { type: 'placeCard', card: 'intriguePlus1', target: 'hospital' });
    expect(undoable(s, next)).toBe(true);
    s = act(next, 0, { type: 'placeCard', card: 'paranoiaPlus1', target: 'nurse' });
    next = act(s, 0, { type: 'placeCard', card: 'paranoiaMinus1', target: 'doctor' });
    expect(undoable(s, next)).toBe(true);
    s = act(next, 1, { type: 'placeCard', card: 'goodwillPlus1', target: 'nurse' });
    s = act(s, 2, { type: 'placeCard', card: 'goodwillPlus1', target: 'doctor' });
    next = act(s, 3, { type: 'placeCard', card: 'goodwillPlus1', target: 'informer' });
    expect(next.step).not.toBe('protagonistCards');
    expect(undoable(s, next)).toBe(false);
  });

  it('L40 answers outside placement (abilities, day end, Time Spiral) are never undoable', () => {
    const s = stateAt('mastermindAbilities', SPEC);
    const next = act(s, 0, { type: 'endMastermindAbilities' });
    expect(undoable(s, next)).toBe(false);
  });

  it('declares its id, version, seats and closed information', () => {
    expect([looper.id, looper.rulesVersion, looper.seats]).toEqual(['looper', 3, { min: 2, max: 4 }]);
    expect(looper.openInformation(stateAt('mastermindCards', SPEC))).toBe(false);
  });

  it('random-legal picks uniformly from the list, the same way for the same seed', () => {
    const legal = ['a', 'b', 'c', 'd'];
    expect(randomLegal(legal, 7)).toBe(randomLegal(legal, 7));
    const counts = new Map<string, number>();
    for (let i = 0; i < 4000; i++) counts.set(randomLegal(legal, i), (counts.get(randomLegal(legal, i)) ?? 0) + 1);
    for (const x of legal) expect(counts.get(x)).toBeGreaterThan(850);
    expect(() => randomLegal([], 1)).toThrow(/no legal action/);
  });
});
