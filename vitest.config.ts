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
 *
 * The server's tests share their worker's modules from file to file (`isolate: false`): each builds its own
 * app, database and mailer, and nothing in src/server keeps state at module level that a test can see. It
 * spares each of about 190 file runs three seconds of loading the app afresh. The browser code's tests keep
 * a fresh module graph per file: its stores (toasts, notices, the service worker's events) live at module
 * level.
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
          name: 'unit',
          include: [
            'src/client/**/*.test.{ts,tsx}',
            'src/shared/**/*.test.{ts,tsx}',
            'tests/layout/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'pglite',
          include: databaseTests,
          exclude: [postgresOnly, '**/node_modules/**'],
          isolate: false,
          env: { TEST_DB: 'pglite' },
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                include: databaseTests,
                isolate: false,
                env: { TEST_DB: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
});
