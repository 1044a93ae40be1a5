import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublisher } from '../../../../tests/factories';
import { as, registerUser, type TestUser } from '../../../../tests/setup/auth';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { articles, auditLog } from '../../db/schema';
import { PUBLISH_QUEUE } from './article-schedule.service';

/** Approving for a later time (docs/product.md#scheduling). */
let t: TestApp;
let author: TestUser;
let reader: TestUser;
let editor: TestUser;
let admin: TestUser;
let publisher: string;
const MISSING = '00000000-0000-4000-8000-000000000000';
const HOUR = 3_600_000;
const ahead = (ms = HOUR) => new Date(Date.now() + ms).toISOString();

const write = async (title: string) =>
  (
    await t.app.inject(
      as(author, {
        method: 'POST',
        url: '/api/articles',
        payload: { title, publisher, tags: 'culture', description: `${title} is a story about lighthouses.` },
      }),
    )
  ).json().insertedId as string;
const schedule = (who: TestUser | null, id: string, payload: unknown) =>
  t.app.inject(
    as(who, { method: 'PUT', url: `/api/admin-articles/${id}/schedule`, payload: payload as object }),
  );
const unschedule = (who: TestUser | null, id: string) =>
  t.app.inject(as(who, { method: 'DELETE', url: `/api/admin-articles/${id}/schedule` }));
const review = async (id: string) =>
  (await t.app.inject(as(editor, { method: 'GET', url: `/api/articles/${id}/review` }))).json();
const rowOf = async (id: string) =>
  (await t.database.db.select().from(articles).where(eq(articles.id, id)))[0];

beforeAll(async () => {
  t = await createTestApp();
  author = await registerUser(t, { name: 'Ann Author' });
  reader = await registerUser(t, { name: 'Rex Reader' });
  editor = await registerUser(t, { name: 'Ed Editor', role: 'editor' });
  admin = await registerUser(t, { name: 'Ada Admin', role: 'admin' });
  publisher = (await createPublisher(t.database.db)).publisherName;
});
afterAll(() => t.close());

describe('PUT /api/admin-articles/:id/schedule', () => {
  it('keeps the article pending with its time, shown to its author and editors, and audited', async () => {
    const id = await write('Harbour lights');
    const publishAt = ahead();
    const response = await schedule(editor, id, { publishAt });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ modifiedCount: 1, publishAt });
    expect(await review(id)).toMatchObject({ status: 'pending', publishAt });
    const mine = await t.app.inject(as(author, { method: 'GET', url: `/api/myArticles/${author.email}` }));
    expect(mine.json().find((a: { _id: string }) => a._id === id)).toMatchObject({ publishAt });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'article.schedule')));
    expect(entry?.details).toMatchObject({ publishAt });
    // An offset other than Z is the same moment.
    const later = new Date(Date.now() + 2 * HOUR);
    const local = `${new Date(later.getTime() + 2 * HOUR).toISOString().slice(0, 19)}+02:00`;
    const moved = await schedule(admin, id, { publishAt: local });
    expect(moved.json().publishAt).toBe(new Date(local).toISOString());
  });

  it('refuses a past, malformed, missing or too distant time with a 400 naming the field', async () => {
    const id = await write('Tide tables');
    for (const publishAt of [
      new Date(Date.now() - 60_000).toISOString(),
      'tomorrow at noon',
      '2030-13-45T99:00:00Z',
      '2030-06-01T12:00:00',
      12,
      null,
      ahead(366 * 24 * HOUR),
    ]) {
      const response = await schedule(editor, id, { publishAt });
      expect(response.statusCode, String(publishAt)).toBe(400);
      expect(response.json().fields?.publishAt ?? response.json().message, String(publishAt)).toBeTruthy();
    }
    expect((await schedule(editor, id, {})).statusCode).toBe(400);
    expect((await schedule(editor, 'not-an-id', { publishAt: ahead() })).statusCode).toBe(400);
    expect((await rowOf(id))?.publishAt).toBeNull();
  });

  it('refuses visitors, readers and the author; a missing article is 404, a live one 409', async () => {
    const id = await write('Breakwater');
    expect((await schedule(null, id, { publishAt: ahead() })).statusCode).toBe(401);
    expect((await schedule(reader, id, { publishAt: ahead() })).statusCode).toBe(403);
    expect((await schedule(author, id, { publishAt: ahead() })).statusCode).toBe(403);
    expect((await unschedule(author, id)).statusCode).toBe(403);
    expect((await unschedule(null, id)).statusCode).toBe(401);
    expect((await schedule(editor, MISSING, { publishAt: ahead() })).statusCode).toBe(404);
    await t.app.inject(as(editor, { method: 'PATCH', url: `/api/admin-articles/${id}` }));
    const live = await schedule(editor, id, { publishAt: ahead() });
    expect(live.statusCode).toBe(409);
    expect((await rowOf(id))?.status).toBe('approve');
  });

  it('is cancelled by approving now, declining, the author’s edit or a cancel', async () => {
    const now = await write('Approved at once');
    await schedule(editor, now, { publishAt: ahead() });
    await t.app.inject(as(editor, { method: 'PATCH', url: `/api/admin-articles/${now}` }));
    expect(await rowOf(now)).toMatchObject({ status: 'approve', publishAt: null });

    const declined = await write('Declined later');
    await schedule(editor, declined, { publishAt: ahead() });
    await t.app.inject(
      as(editor, { method: 'PATCH', url: `/api/decline-articles/${declined}`, payload: { reason: 'No.' } }),
    );
    expect(await rowOf(declined)).toMatchObject({ status: 'declined', publishAt: null });
    // A declined article can be approved for later: it waits as pending again.
    expect((await schedule(editor, declined, { publishAt: ahead() })).statusCode).toBe(200);
    expect(await rowOf(declined)).toMatchObject({ status: 'pending', declineReason: null });

    const edited = await write('Edited after');
    await schedule(editor, edited, { publishAt: ahead() });
    await t.app.inject(
      as(author, {
        method: 'PATCH',
        url: `/api/updateArticles/${edited}`,
        payload: { title: 'Edited after, again', publisher, tags: 'culture', description: 'New words.' },
      }),
    );
    expect(await rowOf(edited)).toMatchObject({ status: 'pending', publishAt: null });

    const cancelled = await write('Cancelled');
    await schedule(editor, cancelled, { publishAt: ahead() });
    expect((await unschedule(editor, cancelled)).json()).toEqual({ modifiedCount: 1 });
    expect(await rowOf(cancelled)).toMatchObject({ status: 'pending', publishAt: null });
    expect((await unschedule(editor, cancelled)).json()).toEqual({ modifiedCount: 0 });
  });
});

/** What a visitor can read, where a scheduled article could show: the body of each answer. */
async function publicReads(id: string, authorId: string, other: string): Promise<Record<string, string>> {
  const urls = [
    '/api/recent-articles?limit=100',
    '/api/recent-articles?tag=culture&limit=100',
    `/api/recent-articles?publisher=${encodeURIComponent(publisher)}&limit=100`,
    '/api/most-read-articles',
    '/api/searchArticles?search=lighthouses',
    '/api/search-suggestions?q=Lantern',
    `/api/articles/${other}/related`,
    `/api/authors/${authorId}/articles`,
    '/rss.xml',
    '/section/culture/rss.xml',
    `/author/${authorId}/rss.xml`,
    '/sitemaps/articles-1.xml',
  ];
  const bodies: Record<string, string> = {};
  for (const url of urls) {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(200);
    bodies[url] = response.body;
  }
  for (const url of [`/api/articles/${id}`, `/api/article/${id}`]) {
    const response = await t.app.inject({ method: 'GET', url });
    bodies[url] = response.statusCode === 200 ? response.body : '';
  }
  return bodies;
}

/** Waits (at most 15 s) until `done` says so. */
async function until(done: () => Promise<boolean>) {
  const deadline = Date.now() + 15_000;
  while (!(await done()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
}

const totals = async () => ({
  count: (await t.app.inject({ method: 'GET', url: '/api/articlesCount' })).body,
  kept: (
    (await t.database.db.execute(
      sql`select total from approved_article_counts where publisher = '' and tag = ''`,
    )) as unknown as { rows: { total: number }[] }
  ).rows[0]?.total,
});

describe('a scheduled article', () => {
  it('is in no public read until its time, and in every one once the job has run', async () => {
    const other = await write('Lantern keeper’s log');
    await t.app.inject(as(editor, { method: 'PATCH', url: `/api/admin-articles/${other}` }));
    const id = await write('Lantern festival');
    const before = await totals();
    expect((await schedule(editor, id, { publishAt: ahead() })).statusCode).toBe(200);

    // A job that runs early (or a sweep) finds nothing due.
    const waiting = await t.app.jobs.pending(PUBLISH_QUEUE);
    await t.app.jobs.send(PUBLISH_QUEUE, { articleId: id });
    await until(async () => (await t.app.jobs.pending(PUBLISH_QUEUE)) <= waiting);
    for (const [url, body] of Object.entries(await publicReads(id, author.id, other)))
      expect(body, url).not.toContain(id);
    expect(await totals()).toEqual(before);

    // Its time comes: the job publishes it, once, and tells the author.
    const due = new Date(Date.now() - 1000);
    await t.database.db.update(articles).set({ publishAt: due }).where(eq(articles.id, id));
    await t.app.jobs.send(PUBLISH_QUEUE, { articleId: id });
    await t.app.jobs.send(PUBLISH_QUEUE, { articleId: id });
    await until(async () => (await rowOf(id))?.status === 'approve');
    // Dated at its time, so it leads the lists as a story published then.
    expect(await rowOf(id)).toMatchObject({ status: 'approve', publishAt: null, createdAt: due });
    for (const [url, body] of Object.entries(await publicReads(id, author.id, other))) {
      if (url.includes('most-read') || url.includes('related') || url.includes('suggestions')) continue;
      expect(body, url).toContain(id);
    }
    const after = await totals();
    expect(after.kept).toBe((before.kept ?? 0) + 1);
    await t.mailsSettled();
    const approvals = t.mails.filter(
      (mail) => mail.to === author.email && mail.subject.includes('Lantern festival'),
    );
    expect(approvals).toHaveLength(1);
  });
});
