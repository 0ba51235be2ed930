import { describe, expect, it } from 'vitest';
import type { IncidentChoice } from '../../../../shared/games/looper/types';
import { asksInTwoSteps, choicesStartingWith, firstPicks, TWO_STEP_AFTER } from './incident-picker';

const CAST = ['doctor', 'nurse', 'patient', 'boyStudent'] as const;
/** Increasing Unease with a cast of four: every ordered pair of two different characters. */
const pairs: IncidentChoice[] = CAST.flatMap((a) => CAST.filter((b) => b !== a).map((b) => ({ target: a, second: b })));

describe('the two-step incident picker', () => {
  it('asks a long list of pairs in two steps, never a short one or one without pairs', () => {
    expect(pairs.length).toBeGreaterThan(TWO_STEP_AFTER);
    expect(asksInTwoSteps(pairs)).toBe(true);
    expect(asksInTwoSteps(pairs.slice(0, TWO_STEP_AFTER))).toBe(false);
    expect(asksInTwoSteps(CAST.map((c) => ({ target: c })).concat(CAST.map((c) => ({ target: c }))).concat(CAST.map((c) => ({ target: c }))))).toBe(false);
  });

  it('offers each first character once, then exactly the pairs that start with it: together, every choice once', () => {
    const firsts = firstPicks(pairs);
    expect(firsts).toEqual([...CAST]);
    const again = firsts.flatMap((f) => choicesStartingWith(pairs, f));
    expect(again).toHaveLength(pairs.length);
    expect(new Set(again)).toEqual(new Set(pairs));
    expect(choicesStartingWith(pairs, 'nurse').map((c) => c.second)).toEqual(['doctor', 'patient', 'boyStudent']);
  });
});
