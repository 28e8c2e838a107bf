import { defineConfig } from 'vitest/config';

/**
 * One `npm test` for every unit and API test. Server API tests run on PGlite, and
 * a second time on PostgreSQL when TEST_DATABASE_URL is set (a fresh database per run).
 */
const serverProjects = [
  {
    extends: true as const,
    test: {
      name: 'server-pglite',
      root: './apps/server',
      include: ['src/**/*.test.ts'],
      env: { TEST_DB: 'pglite' },
      globalSetup: ['./src/test/pglite-global-setup.ts'],
      setupFiles: ['./src/test/setup.ts'],
    },
  },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          extends: true as const,
          test: {
            name: 'server-postgres',
            root: './apps/server',
            include: ['src/**/*.test.ts'],
            env: { TEST_DB: 'postgres' },
            globalSetup: ['./src/test/postgres-global-setup.ts'],
            setupFiles: ['./src/test/setup.ts'],
          },
        },
      ]
    : []),
];

export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: { name: 'game', root: './packages/game', include: ['src/**/*.test.ts'] },
      },
      {
        extends: true,
        test: { name: 'shared', root: './packages/shared', include: ['src/**/*.test.ts'] },
      },
      {
        extends: true,
        test: { name: 'bench', root: './bench', include: ['src/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'test-support',
          root: './packages/test-support',
          include: ['src/**/*.test.ts'],
        },
      },
      ...serverProjects,
      './apps/web/vite.config.ts',
    ],
  },
});
