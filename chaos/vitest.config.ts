import { defineConfig } from 'vitest/config';

/**
 * Chaos tests start real processes (the built server, nginx) on real PostgreSQL,
 * PGlite and Redis, so they run one file at a time with long timeouts. They are not
 * part of the root `npm test`: run them with `npm run test:chaos`.
 */
export default defineConfig({
  test: {
    name: 'chaos',
    include: ['src/**/*.test.ts'],
    testTimeout: 600_000,
    hookTimeout: 240_000,
    fileParallelism: false,
  },
});
