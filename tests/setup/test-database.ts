import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type Database, openDatabase } from '../../src/server/db/client';
import { MIGRATIONS_DIR, ROOT_DIR } from '../../src/server/lib/paths';

/**
 * A migrated, empty PGlite data directory as a tarball, made once for each set of migrations (and PGlite
 * version) and kept in .data-test. Starting from it takes about a second; creating a PGlite database and
 * migrating it took three to five, in each of about a hundred test files.
 */
async function migratedPgliteSnapshot(): Promise<Blob> {
  const hash = createHash('sha256');
  hash.update(readFileSync(path.join(ROOT_DIR, 'node_modules/@electric-sql/pglite/package.json')));
  for (const name of readdirSync(MIGRATIONS_DIR, { recursive: true, encoding: 'utf8' }).sort()) {
    const file = path.join(MIGRATIONS_DIR, name);
    if (name.endsWith('.sql') || name.endsWith('.json')) hash.update(name).update(readFileSync(file));
  }
  const dir = path.join(ROOT_DIR, '.data-test');
  const file = path.join(dir, `pglite-migrated-${hash.digest('hex').slice(0, 16)}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const client = await PGlite.create();
  await migrate(drizzle({ client, casing: 'snake_case' }), { migrationsFolder: MIGRATIONS_DIR });
  const tarball = await client.dumpDataDir('none');
  await client.close();
  // Test files starting together may each make it: each writes its own and renames it into place whole.
  mkdirSync(dir, { recursive: true });
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, Buffer.from(await tarball.arrayBuffer()));
  renameSync(partial, file);
  return tarball;
}

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
    const database = await openDatabase({ dataDir: 'memory://', snapshot: await migratedPgliteSnapshot() });
    // Nothing left to apply, unless the snapshot is behind the migrations, which its name rules out.
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
