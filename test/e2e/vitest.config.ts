import { defineConfig } from 'vitest/config';

/**
 * End-to-end tests: the built renderer (dist/renderer) served by the real web host, driven
 * through Debian's Chromium with playwright-core. One file at a time: each starts its own
 * host and browser, and the machine has two cores.
 */
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.test.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 60_000,
  },
});
