import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublisher } from '../../../../tests/factories';
import { as, registerUser, type TestUser } from '../../../../tests/setup/auth';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { auditLog } from '../../db/schema';

/** Live stories stay live while edited (docs/product.md#revisions). */
let t: TestApp;
let author: TestUser;
let reader: TestUser;
let editor: TestUser;
let publisher: string;
let id: string;

const fields = (title: string, text: string) => ({ title, publisher, tags: 'culture', description: text });
const read = (who: TestUser | null) => t.app.inject(as(who, { method: 'GET', url: `/api/articles/${id}` }));
const edit = (title: string, text: string) =>
  t.app.inject(
    as(author, { method: 'PATCH', url: `/api/updateArticles/${id}`, payload: fields(title, text) }),
  );
const moderate = (path: string, payload?: Record<string, unknown>) =>
  t.app.inject(as(editor, { method: 'PATCH', url: `/api/${path}/${id}`, ...(payload ? { payload } : {}) }));
const history = (who: TestUser = editor) =>
  t.app.inject(as(who, { method: 'GET', url: `/api/articles/${id}/revisions` }));

beforeAll(async () => {
  t = await createTestApp();
  author = await registerUser(t, { name: 'Ann Author' });
  reader = await registerUser(t, { name: 'Rex Reader' });
  editor = await registerUser(t, { name: 'Ed Editor', role: 'editor' });
  publisher = (await createPublisher(t.database.db)).publisherName;
  const created = await t.app.inject(
    as(author, {
      method: 'POST',
      url: '/api/articles',
      payload: fields('Harbour opens', 'The harbour opened today.'),
    }),
  );
  id = created.json().insertedId;
  expect((await moderate('admin-articles')).json()).toEqual({ modifiedCount: 1 });
});
afterAll(() => t.close());

describe('an edit of a live article', () => {
  it('waits for review while readers keep the approved version, then replaces it', async () => {
    expect((await edit('Harbour reopens', 'The harbour reopened today, a day late.')).json()).toEqual({
      modifiedCount: 1,
    });
    const live = (await read(reader)).json();
    expect(live).toMatchObject({
      title: 'Harbour opens',
      description: 'The harbour opened today.',
      status: 'approve',
    });
    expect(live.edit).toBeUndefined();
    // Not changed since it went live: no time of update.
    expect(live.updated).toBeUndefined();
    // The author's own list says an edit waits for the editors.
    const mine = await t.app.inject(as(author, { method: 'GET', url: `/api/myArticles/${author.email}` }));
    expect(mine.json().find((a: { _id: string }) => a._id === id)).toMatchObject({
      status: 'approve',
      editPending: true,
    });
    const own = (await read(author)).json();
    expect(own).toMatchObject({ title: 'Harbour opens', status: 'approve' });
    expect(own.edit).toMatchObject({ state: 'pending', title: 'Harbour reopens', number: 2 });
    // The editors find it among what waits for them.
    const waiting = await t.app.inject(as(editor, { method: 'GET', url: '/api/articles?status=pending' }));
    expect(waiting.json().find((a: { _id: string }) => a._id === id)).toMatchObject({
      editPending: true,
      status: 'approve',
    });

    const before = (await read(reader)).json();
    expect((await moderate('admin-articles')).json()).toEqual({ modifiedCount: 1 });
    const published = (await read(reader)).json();
    expect(published).toMatchObject({ title: 'Harbour reopens', status: 'approve' });
    expect(Date.parse(published.updated)).toBeGreaterThan(Date.parse(published.date));
    expect((await read(author)).json().edit).toBeUndefined();
    // Approving again changes nothing.
    expect((await moderate('admin-articles')).json()).toEqual({ modifiedCount: 0 });
    expect(before.title).toBe('Harbour opens');
  });

  it('declined, stays live as it was and tells the author why', async () => {
    await edit('Harbour closes', 'Rumours say it closes.');
    expect((await moderate('decline-articles', { reason: 'Unconfirmed.' })).json()).toEqual({
      modifiedCount: 1,
    });
    expect((await read(reader)).json()).toMatchObject({ title: 'Harbour reopens', status: 'approve' });
    expect((await read(author)).json().edit).toMatchObject({ state: 'declined', reason: 'Unconfirmed.' });
  });

  it('keeps every approved revision, with a readable diff of title and body', async () => {
    const revisions = (await history()).json();
    expect(revisions.map((r: { number: number; state: string }) => [r.number, r.state])).toEqual([
      [3, 'declined'],
      [2, 'approved'],
      [1, 'approved'],
    ]);
    const [, second] = revisions;
    // Who wrote each, by name: the history never lists addresses.
    expect(second.writer).toBe('Ann Author');
    expect(JSON.stringify(revisions)).not.toContain('@');
    expect(second.titleDiff).toEqual([
      { value: 'Harbour ' },
      { value: 'opens', removed: true },
      { value: 'reopens', added: true },
    ]);
    expect(
      second.bodyDiff
        .filter((part: { added?: boolean }) => part.added)
        .map((part: { value: string }) => part.value)
        .join(''),
    ).toContain('reopened');
    expect((await history(reader)).statusCode).toBe(403);
  });

  it('shows its author the same history, declined edit and reason included; a visitor 401', async () => {
    const own = await history(author);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual((await history()).json());
    expect(own.json()[0]).toMatchObject({ state: 'declined', reason: expect.any(String) });
    const visitor = await t.app.inject({ method: 'GET', url: `/api/articles/${id}/revisions` });
    expect(visitor.statusCode).toBe(401);
  });

  it('restores an earlier revision as a new one, audited', async () => {
    const restored = await t.app.inject(
      as(editor, { method: 'POST', url: `/api/articles/${id}/revisions/1/restore` }),
    );
    expect(restored.json()).toEqual({ modifiedCount: 1, revision: 4 });
    expect((await read(reader)).json()).toMatchObject({
      title: 'Harbour opens',
      description: 'The harbour opened today.',
    });
    const [latest] = (await history()).json();
    expect(latest).toMatchObject({ number: 4, state: 'approved', restoredFrom: 1, writer: 'Ed Editor' });
    const entries = await t.database.db.select().from(auditLog);
    expect(entries.find((entry) => entry.action === 'article.restore')).toMatchObject({
      targetId: id,
      details: { title: 'Harbour reopens', restored: 1, revision: 4 },
    });
    // The declined edit is not a version to restore; neither is one that does not exist.
    for (const number of [3, 99]) {
      const refused = await t.app.inject(
        as(editor, { method: 'POST', url: `/api/articles/${id}/revisions/${number}/restore` }),
      );
      expect(refused.statusCode).toBe(404);
    }
    const bad = await t.app.inject(
      as(editor, { method: 'POST', url: `/api/articles/${id}/revisions/zero/restore` }),
    );
    expect(bad.statusCode).toBe(400);
    const byAuthor = await t.app.inject(
      as(author, { method: 'POST', url: `/api/articles/${id}/revisions/1/restore` }),
    );
    expect(byAuthor.statusCode).toBe(403);
  });
});
