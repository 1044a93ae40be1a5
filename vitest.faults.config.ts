import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  '@shared': path.resolve(import.meta.dirname, 'src/shared'),
  '@server': path.resolve(import.meta.dirname, 'src/server'),
  '@client': path.resolve(import.meta.dirname, 'src/client'),
};

/**
 * `npm run test:faults`: the built server in a child process, killed with SIGKILL mid-write and restarted,
 * twice (tests/faults). It takes from fifteen seconds to a minute on a two-core machine, so it stays out of
 * `npm test`, and runs one file at a time so the servers do not compete for the CPU: on PGlite, and again on
 * PostgreSQL when TEST_DATABASE_URL is set.
 */
export default defineConfig({
  resolve: { alias },
  test: {
    testTimeout: 300_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'faults-pglite',
          include: ['tests/faults/*.test.ts'],
          env: { TEST_DB: 'pglite' },
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: 'faults-postgres',
                include: ['tests/faults/*.test.ts'],
                env: { TEST_DB: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
});
