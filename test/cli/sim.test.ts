import { describe, expect, it } from 'vitest';
import { expectUsageError, jsonLine, jsonLines, runScript, simTwice } from './run-script';

describe('npm run sim', () => {
  it('plays N bot games and prints one JSON line whose wins and losses add up to N', async () => {
    const run = await runScript('scripts/sim.ts', ['--game', 'silentes', '--games', '6', '--seed', 'cli-test']);
    expect(run.code, run.stderr).toBe(0);
    const line = jsonLine(run);
    expect(Object.keys(line).sort()).toEqual(['actionsPerSecond', 'game', 'games', 'level', 'losses', 'meanRounds', 'wins']);
    expect(line.level).toBe('normal');
    expect(line.game).toBe('silentes');
    expect(line.games).toBe(6);
    expect(Number(line.wins) + Number(line.losses)).toBe(6);
    expect(line.meanRounds).toBeGreaterThanOrEqual(1);
    expect(line.actionsPerSecond).toBeGreaterThan(0);
  });

  it('is deterministic for a seed, and the seed matters', async () => {
    const args = (seed: string) => ['--game', 'silentes', '--games', '4', '--seed', seed];
    const [a, b, c] = await Promise.all([runScript('scripts/sim.ts', args('same')), runScript('scripts/sim.ts', args('same')), runScript('scripts/sim.ts', args('other'))]);
    const pick = (l: Record<string, unknown>) => [l.wins, l.losses, l.meanRounds];
    expect(pick(jsonLine(a))).toEqual(pick(jsonLine(b)));
    // Four games' wins, losses and mean rounds all coinciding for two seeds would be a fluke.
    const la = jsonLine(a);
    const lc = jsonLine(c);
    expect(la.meanRounds === lc.meanRounds && la.wins === lc.wins).toBe(false);
  });

  it('reports the player count when given', async () => {
    const line = jsonLine(await runScript('scripts/sim.ts', ['--game', 'silentes', '--games', '1', '--seed', 's', '--players', '2']));
    expect(line.players).toBe(2);
    expect(Number(line.wins) + Number(line.losses)).toBe(1);
  });

  it('counts games that never end and reports an error field (exit code 1)', async () => {
    const run = await runScript('scripts/sim.ts', ['--game', 'silentes', '--games', '2', '--seed', 's', '--max-actions', '3']);
    expect(run.code).toBe(1);
    const line = jsonLine(run);
    expect(line).toMatchObject({ games: 2, wins: 0, losses: 0, unfinished: 2 });
    expect(String(line.error)).toContain('no result after 3 actions');
  });

  it.each([2, 3, 4, 5])('plays The Grizzled with %i bot players and reports the player count', async (players) => {
    const run = await runScript('scripts/sim.ts', ['--game', 'grizzled', '--players', String(players), '--games', '3', '--seed', 'grizzled-cli']);
    expect(run.code, run.stderr).toBe(0);
    const line = jsonLine(run);
    expect(Object.keys(line).sort()).toEqual(['actionsPerSecond', 'game', 'games', 'level', 'losses', 'meanRounds', 'players', 'wins']);
    expect(line).toMatchObject({ game: 'grizzled', games: 3, players });
    expect(Number(line.wins) + Number(line.losses)).toBe(3);
    expect(line.meanRounds).toBeGreaterThanOrEqual(1);
  });

  it('gives The Grizzled the same results for the same seed, and reports the variant when given', async () => {
    const args = (seed: string) => ['--game', 'grizzled', '--players', '4', '--games', '4', '--seed', seed, '--variant', 'rookie'];
    const first = await simTwice(args('same'));
    expect(first).toMatchObject({ game: 'grizzled', games: 4, players: 4, variant: 'rookie' });
  });

  it('passes the two-player variant to The Grizzled', async () => {
    const run = await runScript('scripts/sim.ts', ['--game', 'grizzled', '--players', '2', '--games', '2', '--seed', 'chaplain', '--variant', 'twoPlayer']);
    expect(run.code, run.stderr).toBe(0);
    expect(jsonLine(run)).toMatchObject({ games: 2, players: 2, variant: 'twoPlayer' });
  });

  it.each([
    [['--game', 'grizzled', '--games', '1', '--seed', 's', '--players', '6'], '--players must be between 2 and 5, got 6'],
    [['--game', 'grizzled', '--games', '1', '--seed', 's', '--players', '1'], '--players must be between 2 and 5, got 1'],
    [['--game', 'grizzled', '--games', '1', '--seed', 's', '--players', '3', '--variant', 'twoPlayer'], 'grizzled refused the options for 3 players (variant twoPlayer)'],
    [['--game', 'grizzled', '--games', '1', '--seed', 's', '--variant', 'heroic'], 'variant'],
    [['--game', 'grizzled', '--games', '1', '--seed', 's', '--variant', ' '], '--variant needs a value'],
    [['--game', 'silentes', '--games', '1', '--seed', 's', '--variant', 'rookie'], 'silentes refused the options'],
  ])('refuses bad Grizzled arguments %j with a clear message and exit code 2', (args, message) => expectUsageError('scripts/sim.ts', args, message));

  it.each([
    [['--games', '1', '--seed', 's'], '--game is required'],
    [['--game', 'chess', '--games', '1', '--seed', 's'], 'unknown or unplayable game "chess"'],
    [['--game', 'silentes', '--games', 'ten', '--seed', 's'], '--games must be a whole number'],
    [['--game', 'silentes', '--games', '1', '--seed', 's', '--players', '5'], '--players must be between 2 and 2'],
    [['--game', 'silentes', '--games', '1'], '--seed is required'],
    [['--game', 'grizzled', '--games', '1', '--seed', 's', '--level', 'expert'], '--level must be one of easy, normal, hard, got "expert"'],
  ])('refuses bad arguments %j with a clear message and exit code 2', (args, message) => expectUsageError('scripts/sim.ts', args, message));

  it('plays at the --level given and says so; --level normal is today’s bot, the same games as no --level', async () => {
    const args = ['--game', 'grizzled', '--players', '3', '--games', '3', '--seed', 'levels'];
    const [plain, normal, easy, hard] = await Promise.all([
      runScript('scripts/sim.ts', args),
      runScript('scripts/sim.ts', [...args, '--level', 'normal']),
      runScript('scripts/sim.ts', [...args, '--level', 'easy']),
      runScript('scripts/sim.ts', [...args, '--level', 'hard']),
    ]);
    const pick = (l: Record<string, unknown>) => [l.wins, l.losses, l.meanRounds];
    expect(pick(jsonLine(normal))).toEqual(pick(jsonLine(plain)));
    expect(jsonLine(normal).level).toBe('normal');
    for (const [run, level] of [[easy, 'easy'], [hard, 'hard']] as const) {
      expect(run.code, run.stderr).toBe(0);
      expect(jsonLine(run)).toMatchObject({ game: 'grizzled', games: 3, level, players: 3 });
    }
  });
});

describe('npm run sim -- --game salem', () => {
  const KEYS = ['actionsPerSecond', 'conspiracies', 'game', 'games', 'losses', 'meanRounds', 'meanTurns', 'nights', 'players', 'townLevel', 'townWilson', 'winRate', 'wins', 'witchLevel'];

  it('prints one line per player count of a range, town wins and witch wins adding up, with turns, nights and conspiracies per game', async () => {
    const run = await runScript('scripts/sim.ts', ['--game', 'salem', '--players', '4..6', '--games', '2', '--seed', 'salem-cli']);
    expect(run.code, run.stderr).toBe(0);
    const out = jsonLines(run);
    expect(out.map((l) => l.players)).toEqual([4, 5, 6]);
    for (const line of out) {
      expect(Object.keys(line).sort()).toEqual(KEYS);
      expect(line).toMatchObject({ game: 'salem', games: 2 });
      expect(Number(line.wins) + Number(line.losses)).toBe(2);
      expect(line.winRate).toBe(Number(line.wins) / 2);
      expect(line.meanTurns).toBeGreaterThanOrEqual(1);
      expect(line.nights).toBeGreaterThanOrEqual(0);
      expect(line.conspiracies).toBeGreaterThanOrEqual(0);
    }
  });

  it('plays a single player count, the same for the same seed, and reports the variants given', async () => {
    const args = ['--game', 'salem', '--players', '12', '--games', '2', '--seed', 'same', '--variant', 'moreWitches'];
    const first = await simTwice(args);
    expect(first).toMatchObject({ game: 'salem', players: 12, games: 2, variants: ['moreWitches'] });
  });

  it.each([
    [['--game', 'salem', '--players', '3', '--games', '1', '--seed', 's'], '--players must be between 4 and 12, got 3'],
    [['--game', 'salem', '--players', '4..13', '--games', '1', '--seed', 's'], '--players must be between 4 and 12, got 13'],
    [['--game', 'salem', '--players', '9..5', '--games', '1', '--seed', 's'], '--players range must go up'],
    [['--game', 'salem', '--players', '5', '--games', '1', '--seed', 's', '--variant', 'noWitches'], 'unknown salem variant "noWitches"'],
    [['--game', 'salem', '--players', '5', '--games', '1'], '--seed is required'],
  ])('refuses bad Salem arguments %j with a clear message and exit code 2', (args, message) => expectUsageError('scripts/sim.ts', args, message));
});
