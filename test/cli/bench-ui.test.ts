/**
 * Keeps `npm run bench:ui` honest about its arguments: a bad one ends with exit code 2 and says
 * which, before any browser starts. (The run itself needs a built renderer and Chromium; its
 * figures are timing only and are not asserted anywhere.)
 */
import { describe, expect, it } from 'vitest';
import { runScript } from './run-script';
import { GAME_IDS } from '../../scripts/bench-ui/game-ids';
import { BENCH_GAMES } from '../../scripts/bench-ui/games';

describe('npm run bench:ui', () => {
  it('refuses a move count that is not a whole number', async () => {
    const run = await runScript('scripts/bench-ui.ts', ['--moves', 'lots']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--moves must be a whole number');
  });

  it('refuses an unknown option and names the usage', async () => {
    const run = await runScript('scripts/bench-ui.ts', ['--fast']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('bench:ui [--moves N] [--static-dir DIR]');
  });

  it('refuses a game it does not play and lists the ones it does', async () => {
    const run = await runScript('scripts/bench-ui.ts', ['--games', 'silentes,chess']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('unknown game chess');
    expect(run.stderr).toContain('silentes, grizzled, looper, darkness, salem-5, salem-12');
  });

  it('names every game it plays, in the order it plays them', () => {
    expect(BENCH_GAMES.map((g) => g.id)).toEqual(GAME_IDS);
  });

  it('says how to build the renderer when the static folder has none', async () => {
    const run = await runScript('scripts/bench-ui.ts', ['--moves', '1', '--static-dir', 'docs']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('npm run build:renderer');
  });
});
