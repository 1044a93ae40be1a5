import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../../src/server/db/client';
import { createEmptyPostgresDatabase } from '../../setup/test-database';

/**
 * Several app processes starting together on an empty PostgreSQL database (docs/product.md#running-and-scale) all migrate it at
 * once; they take turns, and every one of them comes up. Runs in the postgres project only.
 */
let empty: { url: string; drop(): Promise<void> };
const databases: Database[] = [];

beforeAll(async () => {
  empty = await createEmptyPostgresDatabase('broadsheet_migrate');
  for (let i = 0; i < 4; i++) databases.push(await openDatabase({ url: empty.url, dataDir: '' }));
});
afterAll(async () => {
  await Promise.all(databases.map((database) => database.close()));
  await empty.drop();
});

describe('migrating from several processes at once', () => {
  it('migrates once, and every process starts', async () => {
    const results = await Promise.allSettled(databases.map((database) => database.migrate()));
    expect(results.map((result) => (result.status === 'rejected' ? String(result.reason) : 'ok'))).toEqual(
      databases.map(() => 'ok'),
    );
    const journal = JSON.parse(
      readFileSync(path.resolve(import.meta.dirname, '../../../drizzle/meta/_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    const first = databases[0] as Database;
    const { rows } = (await first.db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows[0]?.n, 'each migration applied once').toBe(journal.entries.length);
    await Promise.all(databases.map((database) => database.ping()));
  });
});
