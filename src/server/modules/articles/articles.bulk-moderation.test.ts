import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublisher } from '../../../../tests/factories';
import { as, registerUser, type TestUser } from '../../../../tests/setup/auth';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { auditLog } from '../../db/schema';

/** Bulk decisions and the editors' filters (docs/product.md#moderation). */
let t: TestApp;
let author: TestUser;
let other: TestUser;
let reader: TestUser;
let editor: TestUser;
let publisher: string;
const MISSING = '00000000-0000-4000-8000-000000000000';

const write = async (who: TestUser, title: string, tags = 'culture') =>
  (
    await t.app.inject(
      as(who, {
        method: 'POST',
        url: '/api/articles',
        payload: { title, publisher, tags, description: `${title}.` },
      }),
    )
  ).json().insertedId as string;
const bulk = (who: TestUser | null, payload: unknown) =>
  t.app.inject(as(who, { method: 'POST', url: '/api/articles/moderation', payload: payload as object }));
const statusOf = async (id: string) =>
  (await t.app.inject(as(editor, { method: 'GET', url: `/api/articles/${id}/review` }))).json().status;
const auditOf = (id: string, action: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, id), eq(auditLog.action, action)));

beforeAll(async () => {
  t = await createTestApp();
  author = await registerUser(t, { name: 'Ann Author' });
  other = await registerUser(t, { name: 'Ola Other' });
  reader = await registerUser(t, { name: 'Rex Reader' });
  editor = await registerUser(t, { name: 'Ed Editor', role: 'editor' });
  publisher = (await createPublisher(t.database.db)).publisherName;
});
afterAll(() => t.close());

describe('POST /api/articles/moderation', () => {
  it('approves several articles, each audited, and reports what became of each', async () => {
    const ids = [await write(author, 'Dock one'), await write(author, 'Dock two')];
    const response = await bulk(editor, { action: 'approve', ids: [...ids, MISSING] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      results: [
        { id: ids[0], outcome: 'done' },
        { id: ids[1], outcome: 'done' },
        { id: MISSING, outcome: 'missing' },
      ],
    });
    for (const id of ids) {
      expect(await statusOf(id)).toBe('approve');
      expect(await auditOf(id, 'article.approve')).toHaveLength(1);
    }
    // Already live: nothing changes, nothing more is recorded.
    expect((await bulk(editor, { action: 'approve', ids: [ids[0]] })).json()).toEqual({
      results: [{ id: ids[0], outcome: 'unchanged' }],
    });
    expect(await auditOf(ids[0] as string, 'article.approve')).toHaveLength(1);
  });

  it('declines several with one reason each author sees', async () => {
    const ids = [await write(author, 'Quay one'), await write(other, 'Quay two')];
    const response = await bulk(editor, { action: 'decline', ids, reason: 'Needs a second source.' });
    expect(response.json().results.map((r: { outcome: string }) => r.outcome)).toEqual(['done', 'done']);
    for (const id of ids) {
      expect(await statusOf(id)).toBe('declined');
      const [entry] = await auditOf(id, 'article.decline');
      expect(entry?.details).toMatchObject({ reason: 'Needs a second source.' });
    }
  });

  it('answers bad input with 400, never 500', async () => {
    const id = await write(author, 'Pier');
    for (const payload of [
      {},
      { action: 'approve' },
      { action: 'approve', ids: [] },
      { action: 'approve', ids: ['not-an-id'] },
      { action: 'approve', ids: 'x' },
      { action: 'approve', ids: Array.from({ length: 51 }, () => id) },
      { action: 'decline', ids: [id] },
      { action: 'decline', ids: [id], reason: '   ' },
      { action: 'publish', ids: [id] },
    ]) {
      const response = await bulk(editor, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await statusOf(id)).toBe('pending');
  });

  it('refuses readers, authors and visitors', async () => {
    const id = await write(author, 'Slipway');
    expect((await bulk(author, { action: 'approve', ids: [id] })).statusCode).toBe(403);
    expect((await bulk(reader, { action: 'approve', ids: [id] })).statusCode).toBe(403);
    expect((await bulk(null, { action: 'approve', ids: [id] })).statusCode).toBe(401);
    expect(await statusOf(id)).toBe('pending');
  });
});

describe('GET /api/articles filters', () => {
  it('narrows by section and by author, together with the status', async () => {
    const sport = await write(other, 'Regatta result', 'sports');
    await write(other, 'Regatta painting', 'culture');
    const list = async (query: string) =>
      (await t.app.inject(as(editor, { method: 'GET', url: `/api/articles?${query}` })))
        .json()
        .map((a: { _id: string }) => a._id);
    const byOther = await list(`author=${encodeURIComponent(other.email.toUpperCase())}&limit=50`);
    expect(byOther).toHaveLength(3);
    expect(await list(`author=${encodeURIComponent(other.email)}&tag=sports&status=pending`)).toEqual([
      sport,
    ]);
    const bad = await t.app.inject(as(editor, { method: 'GET', url: '/api/articles?author=nobody' }));
    expect(bad.statusCode).toBe(400);
  });
});
