/**
 * Keeps `npm run bench` runnable: a tiny run must print its figures beside their targets
 * and end with one JSON line. No timing is asserted (this machine's speed is not a test).
 */
import { describe, expect, it } from 'vitest';
import { runScript } from './run-script';

describe('npm run bench', () => {
  it('prints every figure with its target and verdict, then one JSON line', async () => {
    const run = await runScript('scripts/bench.ts', ['--seconds', '1', '--session-actions', '40', '--appends', '10', '--resume-runs', '1']);
    expect(run.code, run.stderr).toBe(0);
    const lines = run.stdout.trim().split('\n');
    const human = lines.slice(0, -1).join('\n');
    expect(human).toMatch(/engine .* actions\/s .* target ≥ 100,000 {2}(PASS|MISS)/);
    expect(human).toMatch(/^grizzled engine {2}[\d,]+ actions\/s \(random Grizzled play, 4 players: \d+ actions, \d+ games, .*\); per action: apply .* µs, legalActions .* µs/m);
    expect(human).toMatch(/^salem engine {2}[\d,]+ actions\/s \(apply over \d+ recorded bot games, 12 players, \d+ actions; .* µs each; legalActions .* µs, a seat's view .* µs\) {3}target ≥ 100,000 {2}(PASS|MISS)$/m);
    expect(human).toMatch(/^salem bot {2}decision p50 .* ms, p95 .* ms, max .* ms over \d+ decisions, 12 players {3}target p95 ≤ 50 ms {2}(PASS|MISS)$/m);
    // Issue 24: every game's bots, level by level, with Difícil's target of 250 ms and Normal's of 50 ms.
    for (const game of ['grizzled', 'silentes', 'darkness', 'salem']) {
      for (const level of ['easy', 'normal', 'hard']) expect(human, `${game} ${level}`).toMatch(new RegExp(`^${game} bot ${level} +decision p50 [\\d.]+ ms, p95 [\\d.]+ ms`, 'm'));
      expect(human).toMatch(new RegExp(`^${game} bot normal .*target p95 ≤ 50 ms {2}(PASS|MISS)$`, 'm'));
      expect(human).toMatch(new RegExp(`^${game} bot hard .*target p95 ≤ 250 ms {2}(PASS|MISS)$`, 'm'));
    }
    for (const level of ['easy', 'normal', 'hard']) {
      for (const who of ['AI mastermind', 'protagonist bot']) expect(human).toMatch(new RegExp(`^looper level ${level} {2}${who} decision p50 [\\d.]+ ms, p95 [\\d.]+ ms .* target p95 ≤ (50|250) ms {2}(PASS|MISS)$`, 'm'));
    }
    expect(human).toMatch(/resume .* ms to load a 40-action session .* target ≤ 100 ms {2}(PASS|MISS)/);
    expect(human).toMatch(/append {2}our append .* p50 .* bare INSERT p50 .*journal wal, synchronous FULL/);
    expect(human).toMatch(/move {4}whole move through SessionService\.act .* p50 .* ms/);
    expect(human).toMatch(/append {2}ratio .*× {3}target ≤ 1\.5× {2}(PASS|MISS)/);

    const json = JSON.parse(lines[lines.length - 1]!) as Record<string, any>;
    expect(json.resumeActions).toBe(40);
    expect(json.grizzledPlayers).toBe(4);
    for (const key of ['engineActionsPerSecond', 'randomPlayActionsPerSecond', 'grizzledEngineActionsPerSecond', 'grizzledEngineApplyMicros', 'grizzledRandomPlayActionsPerSecond', 'resumeMs', 'appendP50Ms', 'appendP99Ms', 'bareInsertP50Ms', 'bareInsertP99Ms', 'appendRatio', 'moveP50Ms']) {
      expect(json[key], key).toBeGreaterThan(0);
    }
    expect(json.salemPlayers).toBe(12);
    for (const key of ['salemEngineActionsPerSecond', 'salemEngineApplyMicros', 'salemLegalActionsMicros', 'salemViewMicros', 'salemBotP50Ms', 'salemBotP95Ms']) {
      expect(json[key], key).toBeGreaterThan(0);
    }
    expect(json.salemTargets).toEqual({ salemEngineActionsPerSecond: 100000, salemBotP95Ms: 50 });
    expect(json.salemPass).toMatchObject({ engine: json.salemEngineActionsPerSecond >= 100000, bot: json.salemBotP95Ms <= 50 });
    expect(Object.keys(json.salemPass.levels).sort()).toEqual(['easy', 'hard', 'normal']);
    expect(json.appendRatio).toBeCloseTo(json.appendP50Ms / json.bareInsertP50Ms, 1);
    expect(json.targets).toEqual({ engineActionsPerSecond: 100000, resumeMs: 100, appendRatio: 1.5 });
    expect(json.pass).toEqual({
      engine: json.engineActionsPerSecond >= 100000,
      resume: json.resumeMs <= 100,
      appendRatio: json.appendRatio <= 1.5,
    });
    // The bot-level rows play whole games at each level: seconds more than the engine rows.
  }, 120_000);

  it('refuses bad arguments with exit code 2', async () => {
    const run = await runScript('scripts/bench.ts', ['--seconds', 'lots']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--seconds must be a whole number');
  });
});
