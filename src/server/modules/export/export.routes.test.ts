import { gunzipSync } from 'node:zlib';
import { EXPORT_FORMAT, MEMBER_COLUMNS } from '@shared/schemas/export';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticle, createUser } from '../../../../tests/factories';
import { as, registerUser, type TestUser } from '../../../../tests/setup/auth';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { account, auditLog, mediaFiles, newsletterSubscribers, session, user } from '../../db/schema';
import { createArticleNotesRepository } from '../articles/article-notes.repository';
import { createArticleRevisionsRepository } from '../articles/article-revisions.repository';
import { createExportRepository, EXPORT_PAGE } from './export.repository';

let t: TestApp;
let admin: TestUser;
let editor: TestUser;
let reader: TestUser;

/** More newsletter subscribers than one page of the export reads, so that paging is exercised. */
const MANY = 1_203;

beforeAll(async () => {
  t = await createTestApp();
  admin = await registerUser(t, { role: 'admin' });
  editor = await registerUser(t, { role: 'editor' });
  reader = await registerUser(t);
  const db = t.database.db;
  await db.insert(newsletterSubscribers).values(
    Array.from({ length: MANY }, (_, n) => ({
      email: `listener${n}@example.test`,
      unsubscribeToken: `token-${n}-${Math.random().toString(36).slice(2)}`,
      confirmedAt: n % 2 === 0 ? new Date() : null,
    })),
  );
});
afterAll(async () => {
  await t.close();
});

const get = (who: TestUser | null, url: string) => t.app.inject(as(who, { method: 'GET', url }));

interface Line {
  format?: string;
  sections?: string[];
  section?: string;
  row?: Record<string, unknown>;
  end?: boolean;
  counts?: Record<string, number>;
}

async function archive(query = ''): Promise<{ text: string; lines: Line[] }> {
  const response = await get(admin, `/api/admin/export/archive${query}`);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/gzip');
  expect(response.headers['content-disposition']).toMatch(
    /^attachment; filename="broadsheet-export-\d{4}-\d{2}-\d{2}\.jsonl\.gz"$/,
  );
  expect(response.headers['cache-control']).toBe('no-store');
  const text = gunzipSync(response.rawPayload).toString('utf8');
  return {
    text,
    lines: text
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as Line),
  };
}

const rowsOf = (lines: Line[], section: string) =>
  lines.filter((line) => line.section === section).map((line) => line.row as Record<string, unknown>);

describe('the site’s archive', () => {
  it('holds every section’s rows, counted at its end, and no password, session or unsubscribe token', async () => {
    const db = t.database.db;
    const article = await createArticle(db, { title: 'The harbour reopens', status: 'approve' });
    await createArticleRevisionsRepository(db).keepLive(article.id, null);
    await createArticleNotesRepository(db).add(
      article.id,
      { kind: 'correction', text: 'The harbour reopened on Tuesday.', notedOn: '2026-12-01' },
      admin.id,
    );
    const bytes = Buffer.from([0x52, 0x49, 0x46, 0x46, 0, 1, 2, 255]);
    await db.insert(mediaFiles).values({
      name: '0123456789abcdef-640.webp',
      contentType: 'image/webp',
      bytes,
      byteSize: bytes.length,
    });

    const { text, lines } = await archive();
    expect(lines[0]).toMatchObject({ format: EXPORT_FORMAT, version: 1 });
    expect(lines[0]?.sections).toContain('media');
    const last = lines.at(-1) as Line;
    expect(last.end).toBe(true);
    for (const [section, total] of Object.entries(last.counts ?? {}))
      expect(rowsOf(lines, section), section).toHaveLength(total);

    expect(rowsOf(lines, 'articles')).toEqual([
      expect.objectContaining({ id: article.id, title: 'The harbour reopens', status: 'approve' }),
    ]);
    expect(rowsOf(lines, 'articles')[0]).not.toHaveProperty('search');
    expect(rowsOf(lines, 'article_revisions')).toEqual([
      expect.objectContaining({ articleId: article.id, number: 1, title: 'The harbour reopens' }),
    ]);
    expect(rowsOf(lines, 'article_notes')).toEqual([
      expect.objectContaining({ kind: 'correction', text: 'The harbour reopened on Tuesday.' }),
    ]);
    expect(rowsOf(lines, 'media')).toEqual([
      expect.objectContaining({ name: '0123456789abcdef-640.webp', bytes: bytes.toString('base64') }),
    ]);
    expect(rowsOf(lines, 'publishers').map((row) => row.publisherName)).toContain(article.publisher);
    const readers = rowsOf(lines, 'readers');
    expect(readers.map((row) => row.email)).toEqual(expect.arrayContaining([admin.email, reader.email]));
    expect(readers.length).toBe((await db.select({ n: count() }).from(user))[0]?.n);
    const subscribers = rowsOf(lines, 'newsletter_subscribers');
    expect(subscribers).toHaveLength(MANY);
    expect(new Set(subscribers.map((row) => row.id)).size).toBe(MANY);
    expect(subscribers[0]).not.toHaveProperty('unsubscribeToken');

    // Secrets stay behind: password hashes, session tokens, unsubscribe tokens.
    const [credential] = await db.select().from(account).where(eq(account.userId, admin.id));
    expect(credential?.password).toBeTruthy();
    expect(text).not.toContain(credential?.password as string);
    for (const row of await db.select({ token: session.token }).from(session))
      expect(text).not.toContain(row.token);
    expect(text).not.toContain('token-0-');
    expect(text).not.toMatch(/"password"/);

    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'site.export'), eq(auditLog.actorId, admin.id)));
    expect(entry).toMatchObject({ targetType: 'site', details: { images: true } });
  });

  it('leaves the image files out when asked', async () => {
    const { lines } = await archive('?images=no');
    expect(lines[0]?.sections).not.toContain('media');
    expect(rowsOf(lines, 'media')).toEqual([]);
    expect(rowsOf(lines, 'articles').length).toBeGreaterThan(0);
  });

  it('refuses a bad choice and unknown options', async () => {
    for (const query of ['?images=maybe', '?images=', '?sections=articles']) {
      const response = await get(admin, `/api/admin/export/archive${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toMatch(/querystring/);
    }
  });
});

describe('the members CSV', () => {
  it('lists every account, then every subscriber without one, quoted and safe for spreadsheets', async () => {
    const db = t.database.db;
    const tricky = await createUser(db, { name: '=HYPERLINK("http://evil.example","Click")' });
    const quoted = await createUser(db, { name: 'Ann "the Pen", Smith', email: 'ann@example.test' });
    await db
      .insert(newsletterSubscribers)
      .values({ email: 'ANN@example.test', unsubscribeToken: 'ann-token', confirmedAt: new Date() });
    await db
      .insert(newsletterSubscribers)
      .values({ email: '@sum(1)@example.test', unsubscribeToken: 'sum-token' });

    const response = await get(admin, '/api/admin/export/members.csv');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="members-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body.split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe(MEMBER_COLUMNS.map((column) => `"${column}"`).join(','));

    const accounts = (await db.select({ n: count() }).from(user))[0]?.n ?? 0;
    const withoutAccount = MANY + 1; // the listeners and the formula-looking address; Ann has an account
    expect(lines.length - 2).toBe(accounts + withoutAccount);

    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(`^"${tricky.id}","[^"]+","'=HYPERLINK\\(""http://evil\\.example"",""Click""\\)","user",`),
      ),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(`^"${quoted.id}","ann@example\\.test","Ann ""the Pen"", Smith","user","no","yes",`),
      ),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(/^"","'@sum\(1\)@example\.test","","subscriber","no","unconfirmed",/),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(/^"","listener0@example\.test","","subscriber","no","yes",/),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(/^"","listener1@example\.test","","subscriber","no","unconfirmed",/),
    );
    expect(lines.filter((line) => line.includes('listener'))).toHaveLength(MANY);
    expect(response.body).not.toContain('ann-token');
  });
});

describe('who may export', () => {
  it('refuses editors, readers and visitors', async () => {
    for (const url of ['/api/admin/export/archive', '/api/admin/export/members.csv']) {
      for (const who of [editor, reader]) expect((await get(who, url)).statusCode, url).toBe(403);
      const visitor = await get(null, url);
      expect(visitor.statusCode, url).toBe(401);
      expect(visitor.headers['content-disposition']).toBeUndefined();
    }
  });
});

describe('reading for the export', () => {
  it('reads a page of rows at a time, as they are taken, never the whole table at once', async () => {
    const db = t.database.db;
    const rows = createExportRepository(db).section('newsletter_subscribers');
    const first = await rows.next();
    expect(first.done).toBe(false);
    // Rows deleted after the first page was read are not exported: nothing beyond that page was read ahead.
    await db.delete(newsletterSubscribers);
    let more = 0;
    for await (const _row of rows) more += 1;
    expect(1 + more).toBe(EXPORT_PAGE);
  });
});
