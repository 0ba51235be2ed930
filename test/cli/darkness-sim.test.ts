import { describe, expect, it } from 'vitest';
import { expectUsageError, jsonLine, jsonLines, runScript, simTwice } from './run-script';
import { SCENARIOS } from '../../shared/games/darkness/content';

const KEYS = ['actionsPerSecond', 'game', 'games', 'level', 'losses', 'meanRounds', 'meanTurns', 'objectiveRate', 'players', 'scenario', 'winRate', 'wins'];

describe('npm run sim -- --game darkness', () => {
  it('plays G bot games of one scenario and prints one JSON line with the win and objective rates and mean turns', async () => {
    const run = await runScript('scripts/sim.ts', ['--game', 'darkness', '--scenario', 'last_bus', '--players', '2', '--games', '2', '--seed', 'cli']);
    expect(run.code, run.stderr).toBe(0);
    const line = jsonLine(run);
    expect(Object.keys(line).sort()).toEqual(KEYS);
    expect(line).toMatchObject({ game: 'darkness', scenario: 'last_bus', players: 2, level: 'normal', games: 2 });
    expect(Number(line.wins) + Number(line.losses)).toBe(2);
    expect(line.winRate).toBe(Number(line.wins) / 2);
    expect(Number(line.objectiveRate)).toBeGreaterThanOrEqual(Number(line.winRate));
    // Two heroes take turns: at least one hero turn per round each, bar the last round.
    expect(Number(line.meanTurns)).toBeGreaterThanOrEqual(Number(line.meanRounds));
  });

  it('issue 24: --level plays every hero seat at that level and names it; no level is today\'s Normal', async () => {
    const args = ['--game', 'darkness', '--scenario', 'long_night', '--players', '2', '--games', '2', '--seed', 'lv'];
    const normal = jsonLine(await runScript('scripts/sim.ts', args));
    const named = jsonLine(await runScript('scripts/sim.ts', [...args, '--level', 'normal']));
    const easy = jsonLine(await runScript('scripts/sim.ts', [...args, '--level', 'easy']));
    expect(easy.level).toBe('easy');
    const { actionsPerSecond: _a, ...plain } = normal;
    const { actionsPerSecond: _b, ...same } = named;
    expect(same).toEqual(plain);
    expect(easy.meanTurns === normal.meanTurns && easy.meanRounds === normal.meanRounds && easy.wins === normal.wins).toBe(false);
  });

  it('is deterministic for a seed', async () => {
    await simTwice(['--game', 'darkness', '--scenario', 'long_night', '--players', '1', '--games', '1', '--seed', 'same']);
  });

  it('with --scenario all prints one line per shipped scenario', async () => {
    const run = await runScript('scripts/sim.ts', ['--game=darkness', '--scenario', 'all', '--players', '1', '--games', '1', '--seed', 'all'], 300_000);
    expect(run.code, run.stderr).toBe(0);
    const lines = jsonLines(run);
    expect(lines.map((l) => l.scenario)).toEqual(SCENARIOS.map((s) => s.id));
    for (const l of lines) expect(Number(l.wins) + Number(l.losses)).toBe(1);
  });

  it.each([
    [['--game', 'darkness', '--games', '1', '--seed', 's'], '--scenario is required'],
    [['--game', 'darkness', '--scenario', 'nope', '--games', '1', '--seed', 's'], 'unknown scenario "nope"'],
    [['--game', 'darkness', '--scenario', 'all', '--games', '1', '--seed', 's', '--players', '7'], '--players must be between 1 and 6'],
    [['--game', 'darkness', '--scenario', 'all', '--games', '1'], '--seed is required'],
    [['--game', 'darkness', '--scenario', 'all', '--games', '1', '--seed', 's', '--level', 'expert'], 'unknown --level "expert"'],
    [['--game', 'darkness', '--scenario', 'all', '--games', '1', '--seed', 's', '--script', 'x'], "Unknown option '--script'"],
  ])('refuses bad arguments %j with a clear message and exit code 2', (args, message) => expectUsageError('scripts/sim.ts', args, message));
});
