import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../../src/server/db/client';

/**
 * A new, empty database on the server of TEST_DATABASE_URL, for a test that hands its URL to a server
 * process; `drop` removes it again, closing any connection still open to it.
 */
export async function createEmptyPostgresDatabase(
  prefix = 'broadsheet_test',
): Promise<{ url: string; drop(): Promise<void> }> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is required for a PostgreSQL test database');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or (TEST_DB=postgres) a new database on
 * the server of TEST_DATABASE_URL that is dropped again on close.
 */
export async function createTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB !== 'postgres') {
    const database = await openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    return database;
  }
  const empty = await createEmptyPostgresDatabase();
  const database = await openDatabase({ url: empty.url, dataDir: '' });
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await empty.drop();
    },
  };
}
