import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { type Database, openDatabase } from '../../src/server/db/client';
import { killAll } from '../setup/server-process';
import { createEmptyPostgresDatabase } from '../setup/test-database';

const SLOW = 300_000;

export interface FaultRun {
  /** faults-postgres (a fresh PostgreSQL database) rather than faults-pglite (PGlite in DATA_DIR). */
  onPostgres: boolean;
  /** 'PostgreSQL' or 'PGlite', for the test's name and its closing line. */
  databaseName: string;
  dataDir: string;
  /** The built server's environment, once the file's first beforeAll has run. */
  env: Record<string, string>;
  /** `use` on the test's own database, opened straight (with the server stopped, or before it starts). */
  withDatabase<T>(use: (database: Database) => Promise<T>): Promise<T>;
}

/**
 * A fault test's ground (tests/faults): a DATA_DIR of its own and, on faults-postgres, an empty PostgreSQL
 * database named `broadsheet_<name>`; the server's environment (no demo content, plus `env`); and after the
 * file's tests, every server it started killed and both removed. Call it at the top of the file: its
 * beforeAll runs before the file's own.
 */
export function faultRun(name: string, env: Record<string, string>): FaultRun {
  const onPostgres = process.env.TEST_DB === 'postgres';
  const dataDir = mkdtempSync(path.join(tmpdir(), `broadsheet-${name.replaceAll('_', '-')}-`));
  let database: { url: string; drop(): Promise<void> } | undefined;
  const run: FaultRun = {
    onPostgres,
    databaseName: onPostgres ? 'PostgreSQL' : 'PGlite',
    dataDir,
    env: {},
    async withDatabase(use) {
      const direct = await openDatabase({ url: database?.url, dataDir });
      try {
        return await use(direct);
      } finally {
        await direct.close();
      }
    },
  };
  beforeAll(async () => {
    if (onPostgres) database = await createEmptyPostgresDatabase(`broadsheet_${name}`);
    run.env = {
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      ...env,
      ...(database ? { DATABASE_URL: database.url } : {}),
    };
  }, SLOW);
  afterAll(async () => {
    await killAll();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }, SLOW);
  return run;
}
