import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createArticle, createPublisher } from '../../../../tests/factories';
import { as, mailTo, registerUser, type TestUser } from '../../../../tests/setup/auth';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { comments, user } from '../../db/schema';

let t: TestApp;
let author: TestUser;
let reader: TestUser;
let other: TestUser;
let editor: TestUser;
let publisher: string;

beforeAll(async () => {
  t = await createTestApp();
  author = await registerUser(t, { name: 'Ada Author' });
  editor = await registerUser(t, { name: 'Eddie Editor', role: 'editor' });
  publisher = (await createPublisher(t.database.db)).publisherName;
});
afterAll(() => t.close());
// Fresh readers for each test: posting is rate limited per reader.
beforeEach(async () => {
  reader = await registerUser(t, { name: 'Rita Reader' });
  other = await registerUser(t, { name: 'Otto Other' });
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (who: TestUser | null, method: Method, url: string, payload?: object) =>
  t.app.inject(as(who, { method, url, ...(payload === undefined ? {} : { payload }) }));
const article = async (overrides: Parameters<typeof createArticle>[1] = {}) =>
  (await createArticle(t.database.db, { publisher, authorId: author.id, status: 'approve', ...overrides }))
    .id;
const post = async (who: TestUser, articleId: string, body: string, parentId?: string) => {
  const response = await call(who, 'POST', `/api/comments/articles/${articleId}`, {
    body,
    ...(parentId ? { parentId } : {}),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { _id: string; body: string };
};

describe('reading and writing comments', () => {
  it('posts a comment and a reply, lists them newest or oldest first, paged, and counts them', async () => {
    const id = await article();
    const first = await post(reader, id, 'First!  ');
    expect(first.body).toBe('First!');
    const second = await post(other, id, 'Second, with a link: https://example.test/page');
    await post(author, id, 'Thank you', first._id);

    const newest = await call(null, 'GET', `/api/comments/articles/${id}`);
    expect(newest.statusCode).toBe(200);
    expect(newest.headers['x-total-count']).toBe('2');
    expect(newest.json().map((c: { _id: string }) => c._id)).toEqual([second._id, first._id]);
    expect(newest.json()[1].replies.map((r: { body: string }) => r.body)).toEqual(['Thank you']);
    expect(newest.json()[1].author).toEqual({ id: reader.id, name: 'Rita Reader', image: null });

    const oldest = await call(null, 'GET', `/api/comments/articles/${id}?sort=oldest&limit=1&page=2`);
    expect(oldest.json().map((c: { _id: string }) => c._id)).toEqual([second._id]);

    const summary = await call(null, 'GET', `/api/comments/articles/${id}/summary`);
    expect(summary.json()).toEqual({ title: expect.any(String), count: 3, state: 'open', readable: true });
  });

  it('refuses bad input with a clear 400: empty or over-long bodies, bad ids, sorts and replies to replies', async () => {
    const id = await article();
    const parent = await post(reader, id, 'A parent');
    const reply = await post(other, id, 'A reply', parent._id);
    const elsewhere = await post(reader, await article(), 'On another article');
    const refusals: [Method, string, object | undefined][] = [
      ['POST', `/api/comments/articles/${id}`, { body: '   ' }],
      ['POST', `/api/comments/articles/${id}`, { body: 'x'.repeat(2001) }],
      ['POST', `/api/comments/articles/${id}`, {}],
      ['POST', `/api/comments/articles/${id}`, { body: 'ok', parentId: 'nope' }],
      ['POST', `/api/comments/articles/${id}`, { body: 'ok', parentId: reply._id }],
      ['POST', `/api/comments/articles/${id}`, { body: 'ok', parentId: elsewhere._id }],
      ['POST', '/api/comments/articles/not-an-id', { body: 'ok' }],
      ['GET', `/api/comments/articles/${id}?sort=best`, undefined],
      ['GET', `/api/comments/articles/${id}?page=0`, undefined],
      ['PATCH', `/api/comments/${parent._id}`, { body: '' }],
      ['DELETE', '/api/comments/not-an-id', undefined],
      ['POST', '/api/comments/not-an-id/report', undefined],
    ];
    for (const [method, url, payload] of refusals) {
      const response = await call(reader, method, url, payload);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    expect((await call(null, 'GET', `/api/comments/articles/${id}/summary`)).json().count).toBe(2);
  });

  it('answers 404 for articles that are not live and comments that do not exist', async () => {
    const pending = await article({ status: 'pending' });
    for (const [method, url] of [
      ['GET', `/api/comments/articles/${pending}`],
      ['GET', `/api/comments/articles/${randomUUID()}/summary`],
      ['POST', `/api/comments/articles/${pending}`],
      ['PATCH', `/api/comments/${randomUUID()}`],
      ['DELETE', `/api/comments/${randomUUID()}`],
      ['POST', `/api/comments/${randomUUID()}/report`],
    ] as [Method, string][]) {
      const response = await call(author, method, url, method === 'GET' ? undefined : { body: 'Hello' });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
  });

  it('keeps comments to readers with a confirmed address', async () => {
    const id = await article();
    const unconfirmed = await registerUser(t, { name: 'Una Unconfirmed' });
    await t.database.db.update(user).set({ emailVerified: false }).where(eq(user.id, unconfirmed.id));
    const response = await call(unconfirmed, 'POST', `/api/comments/articles/${id}`, { body: 'Hello' });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('EMAIL_NOT_VERIFIED');
    expect((await call(null, 'POST', `/api/comments/articles/${id}`, { body: 'Hi' })).statusCode).toBe(401);
  });

  it('keeps a premium article’s comments for those who may read it', async () => {
    const id = await article({ isPremium: true });
    expect((await call(null, 'GET', `/api/comments/articles/${id}/summary`)).json().readable).toBe(false);
    expect((await call(reader, 'GET', `/api/comments/articles/${id}`)).statusCode).toBe(403);
    expect((await call(null, 'GET', `/api/comments/articles/${id}`)).statusCode).toBe(403);
    expect((await call(reader, 'POST', `/api/comments/articles/${id}`, { body: 'Hi' })).statusCode).toBe(403);

    const subscriber = await registerUser(t, { name: 'Sue Subscriber' });
    await t.database.db
      .update(user)
      .set({ premiumUntil: new Date(Date.now() + 86_400_000) })
      .where(eq(user.id, subscriber.id));
    await post(subscriber, id, 'Worth every cent');
    expect((await call(subscriber, 'GET', `/api/comments/articles/${id}`)).json()).toHaveLength(1);
    expect((await call(author, 'GET', `/api/comments/articles/${id}`)).json()).toHaveLength(1);
    expect((await call(editor, 'GET', `/api/comments/articles/${id}/summary`)).json().readable).toBe(true);
  });

  it('lets the author edit within ten minutes and delete their own, and nobody else but an editor', async () => {
    const id = await article();
    const mine = await post(reader, id, 'Tpyo here');
    expect((await call(other, 'PATCH', `/api/comments/${mine._id}`, { body: 'Hijack' })).statusCode).toBe(
      403,
    );
    const edited = await call(reader, 'PATCH', `/api/comments/${mine._id}`, { body: 'Typo fixed' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ body: 'Typo fixed', editedAt: expect.any(String) });

    await t.database.db
      .update(comments)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(comments.id, mine._id));
    const late = await call(reader, 'PATCH', `/api/comments/${mine._id}`, { body: 'Too late' });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('CONFLICT');

    expect((await call(other, 'DELETE', `/api/comments/${mine._id}`)).statusCode).toBe(403);
    const reply = await post(other, id, 'A reply that goes with it', mine._id);
    expect((await call(reader, 'DELETE', `/api/comments/${mine._id}`)).json()).toEqual({ deletedCount: 1 });
    expect((await call(other, 'DELETE', `/api/comments/${reply._id}`)).statusCode).toBe(404);
    expect((await call(null, 'GET', `/api/comments/articles/${id}/summary`)).json().count).toBe(0);
  });

  it('mails the article’s author about a comment, once, unless they opted out in their profile', async () => {
    const id = await article({ title: 'Tides of the North Sea' });
    let since = t.mails.length;
    await post(reader, id, 'Lovely piece on the tides.');
    const mail = await mailTo(t, author.email, /New comment on “Tides of the North Sea”/, since);
    expect(mail?.text).toContain('Lovely piece on the tides.');
    expect(mail?.text).toContain(`/articlesDetails/${id}/comments`);

    since = t.mails.length;
    await post(author, id, 'Thanks!');
    expect(await mailTo(t, author.email, /New comment/, since)).toBeUndefined();

    expect((await call(author, 'GET', '/api/comments/mail')).json()).toEqual({ notify: true });
    expect((await call(author, 'PUT', '/api/comments/mail', { notify: false })).json()).toEqual({
      notify: false,
    });
    expect((await call(author, 'GET', '/api/comments/mail')).json()).toEqual({ notify: false });
    expect((await call(author, 'PUT', '/api/comments/mail', { notify: 'no' })).statusCode).toBe(400);
    since = t.mails.length;
    await post(other, id, 'Another view');
    expect(await mailTo(t, author.email, /New comment/, since)).toBeUndefined();
    await call(author, 'PUT', '/api/comments/mail', { notify: true });
  });
});

describe('limits', () => {
  it('limits how often one reader posts', async () => {
    const id = await article();
    const eager = await registerUser(t, { name: 'Eager Poster' });
    const statuses: number[] = [];
    for (let n = 0; n < 6; n++)
      statuses.push(
        (await call(eager, 'POST', `/api/comments/articles/${id}`, { body: `Take ${n}` })).statusCode,
      );
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const limited = await call(eager, 'POST', `/api/comments/articles/${id}`, { body: 'Again' });
    expect(limited.json()).toMatchObject({ statusCode: 429, message: expect.stringMatching(/wait/) });
  });
});
