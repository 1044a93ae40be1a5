import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * The built server under load and under its supervisor (tests/load): `npm test` runs them once, on PGlite,
 * one file at a time so the servers do not compete for the CPU.
 */
export default defineConfig({
  root,
  resolve: {
    alias: {
      '@shared': path.join(root, 'src/shared'),
      '@server': path.join(root, 'src/server'),
    },
  },
  test: {
    name: 'load',
    include: ['tests/load/**/*.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
