/**
 * Keeps `npm run bench:ui` honest about its arguments: a bad one ends with exit code 2 and says
 * which, before any browser starts. (The run itself needs a built renderer and Chromium; its
 * figures are timing only and are not asserted anywhere.)
 */
import { describe, expect, it } from 'vitest';
import { runScript } from './run-script';

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

  it('says how to build the renderer when the static folder has none', async () => {
    const run = await runScript('scripts/bench-ui.ts', ['--moves', '1', '--static-dir', 'docs']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('npm run build:renderer');
  });
});
