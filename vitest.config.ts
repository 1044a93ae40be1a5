import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  '@shared': path.resolve(import.meta.dirname, 'src/shared'),
  '@server': path.resolve(import.meta.dirname, 'src/server'),
  '@client': path.resolve(import.meta.dirname, 'src/client'),
};

const databaseTests = ['src/server/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/security/**/*.test.ts'];
/** Tests of PostgreSQL itself (connection loss); they run in the postgres project only. */
const postgresOnly = 'tests/api/postgres/**';

/**
 * Unit and API tests. Every database test runs on PGlite, and again on PostgreSQL when
 * TEST_DATABASE_URL is set (each test file gets a database of its own).
 */
export default defineConfig({
  resolve: { alias },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A file per core at once, not Vitest's one fewer: much of a database test's time is spent waiting for
    // the database, and on a two-core machine one fewer means one file at a time (19 minutes of CI).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'pglite',
          include: [
            'src/**/*.test.{ts,tsx}',
            'tests/api/**/*.test.ts',
            'tests/security/**/*.test.ts',
            'tests/layout/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: [postgresOnly, '**/node_modules/**'],
          env: { TEST_DB: 'pglite' },
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: { name: 'postgres', include: databaseTests, env: { TEST_DB: 'postgres' } },
            },
          ]
        : []),
    ],
  },
});
