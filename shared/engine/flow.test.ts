import { describe, expect, it } from 'vitest';
import { ruleError } from './errors';
import { followSteps, isRefusal, runSteps, type Outcome } from './flow';

type Next = { step: 'count'; left: number } | { step: 'done' };

/** A flow of two steps: count down, then done. */
function step(trace: string[], n: Next): Next | null {
  trace.push(n.step === 'count' ? `count ${n.left}` : 'done');
  if (n.step === 'done') return null;
  return n.left > 1 ? { step: 'count', left: n.left - 1 } : { step: 'done' };
}

describe('a game flow', () => {
  it('runs what a step returns, then what that returns, until nothing follows', () => {
    const trace: string[] = [];
    runSteps(trace, { step: 'count', left: 3 } as Next, step);
    expect(trace).toEqual(['count 3', 'count 2', 'count 1', 'done']);
  });

  it('plays out an outcome, or gives back a refusal without running anything', () => {
    const refused: Outcome<Next> = ruleError('not_now', 'Not now');
    const trace: string[] = [];
    expect(isRefusal(refused)).toBe(true);
    expect(followSteps(trace, refused, step)).toBe(refused);
    expect(followSteps(trace, null, step)).toBeNull();
    expect(trace).toEqual([]);
    expect(followSteps(trace, { step: 'done' }, step)).toBeNull();
    expect(trace).toEqual(['done']);
  });
});
