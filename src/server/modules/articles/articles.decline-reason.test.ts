import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticle, createPublisher } from '../../../../tests/factories';
import { as, registerUser, type TestUser } from '../../../../tests/setup/auth';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';

/** An author's pending or declined article, and the editors' reason, as each kind of reader gets them. */
let t: TestApp;
let author: TestUser;
let reader: TestUser;
let admin: TestUser;
let pending: string;
let declined: string;
let approvedWithNote: string;

const REASON = 'Please cite at least two sources.';

const read = (who: TestUser | null, id: string) =>
  t.app.inject(as(who, { method: 'GET', url: `/api/articles/${id}` }));

beforeAll(async () => {
  t = await createTestApp();
  author = await registerUser(t, { name: 'Ann Author' });
  reader = await registerUser(t, { name: 'Rex Reader' });
  admin = await registerUser(t, { name: 'Ed Editor', role: 'admin' });
  const { db } = t.database;
  const publisher = (await createPublisher(db, { publisherName: 'The Guardian' })).publisherName;
  const base = { authorId: author.id, publisher };
  pending = (await createArticle(db, { ...base, title: 'Waiting', status: 'pending' })).id;
  const declinedAt = new Date(Date.UTC(2026, 10, 20));
  declined = (
    await createArticle(db, {
      ...base,
      title: 'Sent back',
      status: 'declined',
      declineReason: REASON,
      declinedAt,
    })
  ).id;
  // A row that kept an old note after approval: the note stays between the author and the editors.
  approvedWithNote = (
    await createArticle(db, {
      ...base,
      title: 'Published',
      status: 'approve',
      declineReason: 'An old note from the editors.',
      declinedAt,
    })
  ).id;
});
afterAll(() => t.close());

describe('GET /api/articles/:id for an article that is not approved', () => {
  it('gives the author the status and the editors’ reason with its date', async () => {
    const response = await read(author, declined);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      _id: declined,
      status: 'declined',
      decline: { reason: REASON, date: '2026-11-20T00:00:00.000Z' },
    });
    const waiting = await read(author, pending);
    expect(waiting.statusCode).toBe(200);
    expect(waiting.json()).toMatchObject({ status: 'pending', decline: {} });
  });

  it('gives an admin the reason too', async () => {
    const response = await read(admin, declined);
    expect(response.statusCode).toBe(200);
    expect(response.json().decline).toEqual({ reason: REASON, date: '2026-11-20T00:00:00.000Z' });
  });

  it('answers 404 to other readers and to visitors, as if the article did not exist', async () => {
    for (const who of [reader, null]) {
      for (const id of [pending, declined]) {
        const response = await read(who, id);
        expect(response.statusCode, `${who?.name ?? 'visitor'} ${id}`).toBe(404);
        expect(response.body).not.toContain(REASON);
      }
    }
  });

  it('refuses a malformed id with a 400', async () => {
    const response = await read(author, 'not-an-id');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });
});

describe('the editors’ note on an approved article', () => {
  it('is sent to the author and admins only, however the article is cached', async () => {
    // Each reader in turn, so a cached answer for one cannot reach another.
    for (const [who, sees] of [
      [reader, false],
      [author, true],
      [null, false],
      [admin, true],
      [reader, false],
    ] as const) {
      const response = await read(who, approvedWithNote);
      expect(response.statusCode).toBe(200);
      expect(response.json().decline, who?.name ?? 'visitor').toEqual(
        sees ? { reason: 'An old note from the editors.', date: '2026-11-20T00:00:00.000Z' } : {},
      );
    }
  });

  it('is left out of public lists and kept in the author’s and the editors’ lists', async () => {
    const recent = (await t.app.inject({ method: 'GET', url: '/api/recent-articles?limit=100' })).json();
    expect(recent.find((a: { _id: string }) => a._id === approvedWithNote)?.decline).toEqual({});
    const related = await t.app.inject(
      as(reader, { method: 'GET', url: `/api/articles/${declined}/related` }),
    );
    expect(related.statusCode).toBe(404);

    const mine = await t.app.inject(
      as(author, { method: 'GET', url: `/api/myArticles/${author.email}?limit=100` }),
    );
    const byId = (list: { _id: string; decline: object }[], id: string) => list.find((a) => a._id === id);
    expect(byId(mine.json(), declined)?.decline).toMatchObject({ reason: REASON });
    expect(byId(mine.json(), approvedWithNote)?.decline).toMatchObject({
      reason: 'An old note from the editors.',
    });
    const editors = await t.app.inject(as(admin, { method: 'GET', url: '/api/articles?limit=100' }));
    expect(byId(editors.json(), declined)?.decline).toMatchObject({ reason: REASON });

    const refused = await t.app.inject(
      as(reader, { method: 'GET', url: `/api/myArticles/${author.email}?limit=100` }),
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain(REASON);
    const notAdmin = await t.app.inject(as(reader, { method: 'GET', url: '/api/articles?limit=100' }));
    expect(notAdmin.statusCode).toBe(403);
  });
});
