import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../lib/paths';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Plain SQL for libraries that bring their own (the job queue): positional parameters, or a script without. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  sql: SqlExecutor;
  migrate(): Promise<void>;
  /** Runs `select 1`; rejects when the database cannot answer. */
  ping(): Promise<void>;
  /**
   * Callers queued for one of the pool's connections right now (load shedding reads it). Always 0 on
   * PGlite, which has no pool.
   */
  waitingForConnection(): number;
  /** PGlite only: the data directory as a gzipped tar, taken between two statements (db/backup.ts). */
  dump?: () => Promise<Blob>;
  close(): Promise<void>;
}

/** Connections one process opens to PostgreSQL at most; past that, callers wait for one. */
export const POOL_SIZE = 10;

/** Held while migrating, so processes starting together on one PostgreSQL migrate one after another. */
const MIGRATION_LOCK_ID = 727_161_000;

export interface DatabaseOptions {
  /** postgres:// URL; without it the embedded PGlite database is used. */
  url?: string | undefined;
  /** Where PGlite keeps its files; `memory://` keeps them in memory. */
  dataDir: string;
  /** PGlite only: a data directory to start from (a tarball from `dumpDataDir`) instead of an empty one. */
  snapshot?: Blob | undefined;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: POOL_SIZE,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
    });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      sql: { executeSql: (text, values) => pool.query(text, values as unknown[]) },
      migrate: async () => {
        // Without the lock, two processes starting on an empty database both run the first migration
        // and one of them dies on "relation already exists". The second waits, then finds nothing to do.
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
          try {
            await migratePg(drizzlePg({ client, casing: 'snake_case' }), {
              migrationsFolder: MIGRATIONS_DIR,
            });
          } finally {
            await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
          }
        } finally {
          client.release();
        }
      },
      ping: async () => {
        await pool.query('select 1');
      },
      waitingForConnection: () => pool.waitingCount,
      close: () => pool.end(),
    };
  }

  // Loaded only here: a server on PostgreSQL never pays the embedded database's memory.
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const memory = options.dataDir === 'memory://';
  const dir = memory ? undefined : path.join(options.dataDir, 'pglite');
  if (dir) mkdirSync(dir, { recursive: true });
  const release = dir ? claimDirectory(dir) : () => {};
  let client: Awaited<ReturnType<typeof PGlite.create>>;
  try {
    client = await PGlite.create({
      ...(dir ? { dataDir: dir } : {}),
      ...(options.snapshot ? { loadDataDir: options.snapshot } : {}),
    });
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    sql: {
      // PGlite takes parameters only in a single statement. A script runs inside a transaction of its
      // own: one that fails half way (its own BEGIN included) is rolled back before any other query runs,
      // instead of leaving the one connection in an aborted transaction.
      executeSql: async (text, values) => {
        if (values && values.length > 0) return client.query(text, values);
        const results = await client.transaction(
          (tx: { exec(sql: string): Promise<{ rows: Record<string, unknown>[] }[]> }) => tx.exec(text),
        );
        return results.at(-1) ?? { rows: [] };
      },
    },
    migrate: () =>
      migratePglite(drizzlePglite({ client, casing: 'snake_case' }), { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => {
      await client.query('select 1');
    },
    waitingForConnection: () => 0,
    dump: () => client.dumpDataDir('gzip'),
    close: async () => {
      await client.close();
      release();
    },
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is one PostgreSQL in this process: a second process on the same files would corrupt them. The
 * directory is claimed with a pid file; one left by a process that died (kill -9, a crash) is taken over.
 */
function claimDirectory(dir: string): () => void {
  // Beside the database's own files, not among them.
  const lockFile = `${dir}.pid`;
  const mine = String(process.pid);
  for (;;) {
    try {
      writeFileSync(lockFile, mine, { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(lockFile, 'utf8'));
      if (holder === process.pid) return () => {};
      if (Number.isInteger(holder) && holder > 0 && isAlive(holder)) {
        throw new Error(
          `Another Broadsheet process (pid ${holder}) is using the embedded database in ${dir}. ` +
            'Stop it first; to run several processes, use PostgreSQL (DATABASE_URL).',
        );
      }
      unlinkSync(lockFile);
    }
  }
  return () => {
    try {
      if (readFileSync(lockFile, 'utf8') === mine) unlinkSync(lockFile);
    } catch {}
  };
}
