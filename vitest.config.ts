import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['shared/**/*.test.ts', 'electron/**/*.test.ts', 'test/**/*.test.ts', 'renderer/src/**/*.test.ts'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    setupFiles: ['test/setup/renderer-games.ts'],
    pool: 'forks',
    // Vitest's own default leaves a core to itself (one worker on two cores), yet its main process
    // mostly waits: one worker per core runs the suite in about half the time on a 2-core machine.
    maxWorkers: availableParallelism(),
    testTimeout: 30_000,
  },
});
