/** The Tragedy Looper rows of `npm run bench`: every figure beside its target. No timing is asserted. */
import { describe, expect, it } from 'vitest';
import { LOOPER_TARGETS, looperBench } from '../../scripts/looper-bench';

describe('looper bench rows', () => {
  it('prints engine, bot, hypotheses and resume figures with their targets and verdicts', () => {
    const { lines, json } = looperBench(1);
    const text = lines.join('\n');
    expect(text).toMatch(/^looper engine {2}[\d,]+ actions\/s .* target ≥ 50,000 {2}(PASS|MISS)$/m);
    expect(text).toMatch(/^looper bots {2}AI mastermind decision p50 .* ms, p95 .* ms .* target p95 ≤ 250 ms {2}(PASS|MISS)$/m);
    expect(text).toMatch(/^looper bots {2}protagonist-bot decision p95 .* ms .* target p95 ≤ 250 ms {2}(PASS|MISS)$/m);
    expect(text).toMatch(/^looper hypotheses {2}.* ms for consistentHypotheses on a [4-9]-loop history .* target ≤ 500 ms {2}(PASS|MISS)$/m);
    expect(text).toMatch(/^looper resume {2}.* ms to replay a finished [4-9]-loop game .* target ≤ 50 ms {2}(PASS|MISS)$/m);
    for (const level of ['easy', 'normal', 'hard']) {
      for (const who of ['AI mastermind', 'protagonist bot']) {
        expect(text).toMatch(new RegExp(`^looper level ${level} {2}${who} decision p50 .* ms, p95 .* ms \\(\\d+ decisions\\) {3}target p95 ≤ (50|250) ms {2}(PASS|MISS)$`, 'm'));
      }
    }
    expect(json.targets).toEqual(LOOPER_TARGETS);
    for (const key of ['engineActionsPerSecond', 'mastermindP50Ms', 'mastermindP95Ms', 'protagonistP95Ms', 'hypothesesMs', 'resumeMs', 'resumeActions']) {
      expect(json[key], key).toBeGreaterThan(0);
    }
  }, 120_000);
});
