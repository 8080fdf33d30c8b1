import { defineConfig } from 'vitest/config';

/**
 * The resilience suite (`npm run test:resilience`, issue 15): real server processes killed, their
 * database or Redis taken away, hostile uploads. One file at a time, so the timings they check are
 * not disturbed by each other.
 */
export default defineConfig({
  test: {
    include: ['tests/resilience/**/*.test.ts'],
    environment: 'node',
    testTimeout: 180_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
  },
});
