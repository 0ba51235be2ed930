import { describe, expect, it } from 'vitest';
import { expectUsageError, jsonLine, jsonLines, runScript, simTwice } from './run-script';
import { SHIPPED_SCRIPTS } from '../../shared/games/looper/scripts';

const KEYS = ['actionsPerSecond', 'finalGuesses', 'game', 'games', 'level', 'losses', 'mastermind', 'mastermindLevel', 'meanLoops', 'players', 'protagonists', 'script', 'wins'];

describe('npm run sim -- --game looper', () => {
  it('plays N games of one script and prints one JSON line whose wins and losses add up to N', async () => {
    const run = await runScript('scripts/sim.ts', ['--game', 'looper', '--script', 'velada-fs-1', '--games', '2', '--seed', 'cli', '--mastermind', 'random', '--protagonists', 'random']);
    expect(run.code, run.stderr).toBe(0);
    const line = jsonLine(run);
    expect(Object.keys(line).sort()).toEqual(KEYS);
    expect(line).toMatchObject({ game: 'looper', script: 'velada-fs-1', games: 2, mastermind: 'random', protagonists: 'random', players: 4 });
    expect(Number(line.wins) + Number(line.losses)).toBe(2);
    expect(line.meanLoops).toBeGreaterThanOrEqual(1);
    expect(line.finalGuesses).toBe(0);
  });

  it('defaults to the AI mastermind and the protagonist bot, takes --players, and is deterministic for a seed', async () => {
    const args = ['--game', 'looper', '--script', 'velada-fs-3', '--games', '1', '--seed', 'same', '--players', '2'];
    const first = await simTwice(args);
    expect(first).toMatchObject({ mastermind: 'ai', protagonists: 'bot', players: 2, games: 1 });
  });

  it('with --script all prints one line per shipped script', async () => {
    const run = await runScript('scripts/sim.ts', ['--game=looper', '--script', 'all', '--games', '1', '--seed', 'all', '--mastermind', 'random', '--protagonists', 'random']);
    const lines = jsonLines(run);
    expect(lines.map((l) => l.script)).toEqual(SHIPPED_SCRIPTS.map((s) => s.id));
    for (const l of lines) expect(Number(l.wins) + Number(l.losses) + Number(l.unfinished ?? 0)).toBe(1);
  });

  it.each([
    [['--game', 'looper', '--games', '1', '--seed', 's'], '--script is required'],
    [['--game', 'looper', '--script', 'nope', '--games', '1', '--seed', 's'], 'unknown script "nope"'],
    [['--game', 'looper', '--script', 'all', '--games', '1', '--seed', 's', '--mastermind', 'smart'], '--mastermind must be ai or random'],
    [['--game', 'looper', '--script', 'all', '--games', '1', '--seed', 's', '--protagonists', 'ai'], '--protagonists must be bot or random'],
    [['--game', 'looper', '--script', 'all', '--games', '1', '--seed', 's', '--players', '5'], '--players must be between 2 and 4'],
    [['--game', 'looper', '--script', 'all', '--games', '1'], '--seed is required'],
    [['--game', 'looper', '--script', 'all', '--games', '1', '--seed', 's', '--variant', 'x'], "Unknown option '--variant'"],
  ])('refuses bad arguments %j with a clear message and exit code 2', (args, message) => expectUsageError('scripts/sim.ts', args, message));
});
