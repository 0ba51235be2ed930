/** The night screen's answer: complete only when every prompt (and the confession) is answered; the glass (S91). */
import { describe, expect, it } from 'vitest';
import type { NightScreen } from '../../../../../shared/games/salem/types';
import { glassRuns, nightAnswer, promptKey, proposersOf, timedOutAnswer } from './night-answer';

const pass2: NightScreen = {
  kind: 'night',
  pass: 2,
  prompts: [
    { role: 'victim', options: [0, 1, 2, 3], proposals: [{ seat: 2, target: 1, pass: 1 }, { seat: 2, target: 3, pass: 2 }, { seat: 0, target: 3, pass: 1 }] },
    { role: 'decoy', options: [0, 2, 3], proposals: [] },
  ],
  confession: { tryals: [0, 2], phips: true },
  companions: [2],
};

describe('salem night answer', () => {
  it('waits for every prompt and the confession; "No confieso" is an answer', () => {
    expect(nightAnswer(pass2, [1, null], null)).toBeNull();
    expect(nightAnswer(pass2, [1, 2], undefined)).toBeNull();
    expect(nightAnswer(pass2, [1, 2], null)).toEqual({ type: 'night', answers: [1, 2], confess: null });
    expect(nightAnswer(pass2, [1, 2], 'phips')).toEqual({ type: 'night', answers: [1, 2], confess: 'phips' });
    expect(nightAnswer(pass2, [1, 1], 0)).toBeNull();
  });

  it('S91 when the glass runs out the answers stand, an unanswered prompt takes its first option, nobody confesses', () => {
    expect(timedOutAnswer(pass2, [3, null])).toEqual({ type: 'night', answers: [3, 0], confess: null, timedOut: true });
    expect(timedOutAnswer(pass2, [null, null]).answers).toEqual([0, 0]);
  });

  it('the glass runs only where the confession window is open', () => {
    expect(glassRuns(pass2, true)).toBe(true);
    expect(glassRuns(pass2, false)).toBe(false);
    expect(glassRuns({ ...pass2, pass: 1, prompts: [pass2.prompts[0]!], confession: null }, true)).toBe(false);
  });

  it('shows each other witch’s latest pick, and decoys ask neutral questions', () => {
    expect(proposersOf(pass2.prompts[0]!, 3)).toEqual([0, 2]);
    expect(proposersOf(pass2.prompts[0]!, 1)).toEqual([]);
    expect(promptKey({ role: 'decoy' }, 0)).toBe('decoy1');
    expect(promptKey({ role: 'decoy' }, 1)).toBe('decoy2');
    expect(promptKey({ role: 'gavel' }, 1)).toBe('gavel');
  });
});
