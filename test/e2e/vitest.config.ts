import { defineConfig } from 'vitest/config';

/**
 * End-to-end tests: the built renderer (dist/renderer, built once by `npm run test:e2e`) served
 * by the real web host, driven through Debian's Chromium with playwright-core. One file at a time
 * in one worker that keeps its modules between files (`isolate: false`): Playwright, the engines
 * and the drivers load once, and the harness launches one Chromium for every file (each file still
 * gets its own host, data folder and browser context). The machine has two cores.
 */
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.test.ts'],
    pool: 'forks',
    fileParallelism: false,
    isolate: false,
    testTimeout: 240_000,
    hookTimeout: 60_000,
  },
});
