import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../src/server/db/schema';
import { as, registerUser, someAddress, TEST_PASSWORD, type TestUser } from '../setup/auth';
import { createTestApp, type TestApp } from '../setup/test-app';

// The identity library's own endpoints took a 900 KB name (and any photo) that PATCH /api/me would have
// refused; every list that carries the author's name then grew by as much, and a handful of renders ran
// the server out of memory. The same rules now hold on every path that writes a name or photo, and the
// database refuses an oversized row as the last line.

const HUGE = 'N'.repeat(900 * 1024);

let t: TestApp;
let reader: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  reader = await registerUser(t, { name: 'Nadia Normal' });
});
afterAll(() => t.close());

const countUsers = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(user))[0]?.n ?? 0;

describe('an oversized name or photo through the identity endpoints', () => {
  it('sign-up refuses a 900 KB name with a 400 and stores nothing', async () => {
    const before = await countUsers();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: HUGE, email: 'huge@example.test', password: TEST_PASSWORD },
      remoteAddress: someAddress(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, fields: { name: expect.any(String) } });
    expect(response.body.length).toBeLessThan(2000);
    expect(await countUsers()).toBe(before);
  });

  it('sign-up refuses an 81-character name and a 3,000-character photo address', async () => {
    for (const payload of [
      { name: 'x'.repeat(81), email: 'long-name@example.test' },
      {
        name: 'Long Photo',
        email: 'long-photo@example.test',
        image: `https://example.test/${'p'.repeat(3000)}`,
      },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: { ...payload, password: TEST_PASSWORD },
        remoteAddress: someAddress(),
      });
      expect(response.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
    }
    const stored = await t.database.db
      .select({ id: user.id })
      .from(user)
      .where(sql`${user.email} in ('long-name@example.test', 'long-photo@example.test')`);
    expect(stored).toEqual([]);
  });

  it('update-user refuses a 900 KB name and an oversized photo, and the name stays', async () => {
    for (const payload of [{ name: HUGE }, { image: `https://example.test/${'p'.repeat(3000)}` }]) {
      const response = await t.app.inject(
        as(reader, { method: 'POST', url: '/api/auth/update-user', payload }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().statusCode).toBe(400);
    }
    const [row] = await t.database.db.select().from(user).where(eq(user.id, reader.id));
    expect(row?.name).toBe('Nadia Normal');
  });

  it('update-user still takes a name within the rules', async () => {
    const response = await t.app.inject(
      as(reader, { method: 'POST', url: '/api/auth/update-user', payload: { name: '  Nadia N.  ' } }),
    );
    expect(response.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(user).where(eq(user.id, reader.id));
    expect(row?.name).toBe('Nadia N.');
  });

  it('the database itself refuses an oversized name, photo or address', async () => {
    const attempts = [
      sql`update "user" set name = ${'x'.repeat(81)} where id = ${reader.id}`,
      sql`update "user" set image = ${`https://example.test/${'p'.repeat(2048)}`} where id = ${reader.id}`,
      sql`update "user" set email = ${`${'e'.repeat(250)}@example.test`} where id = ${reader.id}`,
    ];
    for (const statement of attempts) await expect(t.database.db.execute(statement)).rejects.toThrow();
  });

  it('a name or photo written past the endpoints (an identity provider profile) is cut to fit', async () => {
    const context = await t.app.auth.$context;
    const created = await context.internalAdapter.createUser(
      {
        name: `<b>Grace</b>\u0000 ${'G'.repeat(200)}`,
        email: 'profile@example.test',
        image: 'javascript:alert(1)',
        emailVerified: true,
      },
      { method: 'oauth', oauth: { providerId: 'google' } },
    );
    const [row] = await t.database.db.select().from(user).where(eq(user.id, created.id));
    expect(row?.name.length).toBeLessThanOrEqual(80);
    expect(row?.name).not.toMatch(/[<>]/);
    expect(row?.name.includes('\u0000')).toBe(false);
    expect(row?.name.startsWith('b Grace /b')).toBe(true);
    expect(row?.image).toBeNull();
  });
});

describe('rows written before the length rules', () => {
  it('are cut to fit by the migration that adds the checks, and count as confirmed', async () => {
    const { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');

    const folder = path.resolve('drizzle');
    const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
      entries: { tag: string }[];
    };
    const index = journal.entries.findIndex((entry) => entry.tag === '0005_identity_limits');
    expect(index).toBeGreaterThan(0);
    // The migrations as they stood before this one.
    const before = mkdtempSync(path.join(tmpdir(), 'broadsheet-migrations-'));
    try {
      cpSync(folder, before, { recursive: true });
      writeFileSync(
        path.join(before, 'meta', '_journal.json'),
        JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }),
      );
      const client = await PGlite.create();
      const db = drizzle({ client, casing: 'snake_case' });
      await migrate(db, { migrationsFolder: before });
      await client.query(
        `insert into "user" (id, name, email, image, email_verified) values ($1, $2, $3, $4, false), ($5, 'Short', 'short@example.test', null, false)`,
        [
          'old-1',
          'O'.repeat(5000),
          `${'e'.repeat(300)}@example.test`,
          `https://example.test/${'p'.repeat(3000)}`,
          'old-2',
        ],
      );
      await migrate(db, { migrationsFolder: folder });
      const { rows } = await client.query<{
        id: string;
        name: string;
        email: string;
        image: string | null;
        email_verified: boolean;
      }>('select id, name, email, image, email_verified from "user" order by id');
      expect(
        rows.map((row) => [row.id, row.name.length, row.email.length <= 254, row.image, row.email_verified]),
      ).toEqual([
        ['old-1', 80, true, null, true],
        ['old-2', 5, true, null, true],
      ]);
      await client.close();
    } finally {
      rmSync(before, { recursive: true, force: true });
    }
  });
});
