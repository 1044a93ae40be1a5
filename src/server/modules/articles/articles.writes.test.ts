import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticle, createPublisher } from '../../../../tests/factories';
import { as, registerUser, type TestUser } from '../../../../tests/setup/auth';
import { multipartBody, pngImage } from '../../../../tests/setup/multipart';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { articles, auditLog, user } from '../../db/schema';

let t: TestApp;
let author: TestUser;
let reader: TestUser;
let subscriber: TestUser;
let admin: TestUser;
let publisher: string;

const body = (overrides: Record<string, unknown> = {}) => ({
  title: 'Harbour bridge reopens',
  publisher,
  tags: 'business,culture',
  description: 'The harbour bridge reopened on Monday.\n\nTraffic returned within the hour.',
  ...overrides,
});

/** The author sends an article. */
const postArticle = (payload: Record<string, unknown>) =>
  t.app.inject(as(author, { method: 'POST', url: '/api/articles', payload }));

beforeAll(async () => {
  t = await createTestApp();
  author = await registerUser(t, { name: 'Ann Author' });
  reader = await registerUser(t, { name: 'Rex Reader' });
  subscriber = await registerUser(t, { name: 'Sue Subscriber' });
  admin = await registerUser(t, { name: 'Ed Editor', role: 'admin' });
  await t.database.db
    .update(user)
    .set({ premiumUntil: new Date(Date.now() + 86_400_000) })
    .where(eq(user.id, subscriber.id));
  publisher = (await createPublisher(t.database.db, { publisherName: 'The Guardian' })).publisherName;
});
afterAll(() => t.close());

describe('POST /api/articles', () => {
  it('stores the article as pending, with the author from the token, whatever the body claims', async () => {
    const claims = { email: 'someone@else.test', status: 'approve', isPremium: 'Premium', viewCount: 999 };
    const response = await postArticle(body({ ...claims, displayName: 'Fake' }));
    expect(response.statusCode).toBe(201);
    const { insertedId } = response.json();
    const details = await t.app.inject(as(author, { method: 'GET', url: `/api/articles/${insertedId}` }));
    expect(details.json()).toMatchObject({
      _id: insertedId,
      email: author.email,
      displayName: 'Ann Author',
      status: 'pending',
      isPremium: 'Make Premium',
      viewCount: 0,
      decline: {},
      tags: 'business,culture',
      description: 'The harbour bridge reopened on Monday.\n\nTraffic returned within the hour.',
    });
    expect(new Date(details.json().date).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refuses missing fields, unknown tags, unknown publishers and images from elsewhere, one message per field', async () => {
    const missing = await postArticle({});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fields).sort()).toEqual(['description', 'publisher', 'tags', 'title']);

    const badTag = await postArticle(body({ tags: 'gossip' }));
    expect(badTag.statusCode).toBe(400);
    expect(badTag.json().fields['tags.0']).toMatch(/must be among/);

    const noPublisher = await postArticle(body({ publisher: 'Daily Planet' }));
    expect(noPublisher.statusCode).toBe(400);
    expect(noPublisher.json().fields).toEqual({ publisher: 'must be one of the publishers' });

    const foreignImage = await postArticle(body({ image: 'https://evil.example/x.png' }));
    expect(foreignImage.statusCode).toBe(400);
    const missingImage = await postArticle(body({ image: '/media/0123456789abcdef-960.webp' }));
    expect(missingImage.statusCode).toBe(400);
    expect(missingImage.json().fields).toEqual({ image: 'must be an image uploaded to Broadsheet' });
  });

  it('accepts an image uploaded first', async () => {
    const upload = await t.app.inject(
      as(author, { method: 'POST', url: '/api/uploads', ...multipartBody(await pngImage(800, 450)) }),
    );
    expect(upload.statusCode).toBe(200);
    const image = upload.json().data.display_url;
    const response = await postArticle(body({ image }));
    expect(response.statusCode).toBe(201);
  });
});

describe('reading an article', () => {
  let free: string;
  let premium: string;
  let pending: string;
  const longBody = `${'The first paragraph of the premium story. '.repeat(10)}\n\n${'Secret second paragraph. '.repeat(30)}`;

  beforeAll(async () => {
    const { db } = t.database;
    free = (
      await createArticle(db, { authorId: author.id, publisher, status: 'approve', description: longBody })
    ).id;
    premium = (
      await createArticle(db, {
        authorId: author.id,
        publisher,
        status: 'approve',
        isPremium: true,
        description: longBody,
      })
    ).id;
    pending = (await createArticle(db, { authorId: author.id, publisher, status: 'pending' })).id;
  });

  const read = (who: TestUser | null, id: string) =>
    t.app.inject(as(who, { method: 'GET', url: `/api/articles/${id}` }));

  it('gives visitors a preview and asks them to sign in', async () => {
    const response = await read(null, free);
    expect(response.json()).toMatchObject({ locked: true, lockReason: 'signin' });
    expect(response.json().description).not.toContain('Secret second paragraph');
  });

  it('gives a signed-in reader the full free article', async () => {
    const response = await read(reader, free);
    expect(response.json().locked).toBeUndefined();
    expect(response.json().description).toBe(longBody);
  });

  it('keeps a premium body from readers without premium, on every route', async () => {
    for (const url of [`/api/articles/${premium}`, `/api/article/${premium}`]) {
      const response = await t.app.inject(as(reader, { method: 'GET', url }));
      expect(response.json()).toMatchObject({
        premium: true,
        locked: true,
        lockReason: 'premium',
        isPremium: 'Premium',
      });
      expect(response.body).not.toContain('Secret second paragraph');
    }
    for (const url of [
      '/api/recent-articles',
      '/api/articlesCount',
      `/api/articles/${free}/related`,
      '/api/searchArticles?search=secret',
    ]) {
      const response = await t.app.inject(as(reader, { method: 'GET', url }));
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain('Secret second paragraph');
    }
    const premiumList = await t.app.inject(as(reader, { method: 'GET', url: '/api/articlesIsPremuan' }));
    expect(premiumList.json().map((a: { _id: string }) => a._id)).toContain(premium);
    expect(premiumList.body).not.toContain('Secret second paragraph');
  });

  it('gives the full premium body to subscribers, admins and the author', async () => {
    for (const who of [subscriber, admin, author]) {
      const response = await read(who, premium);
      expect(response.json().description).toBe(longBody);
      expect(response.json().locked).toBeUndefined();
    }
  });

  it('loses premium access when the subscription has ended', async () => {
    const lapsed = await registerUser(t);
    await t.database.db
      .update(user)
      .set({ premiumUntil: new Date(Date.now() - 1000) })
      .where(eq(user.id, lapsed.id));
    expect((await read(lapsed, premium)).json().lockReason).toBe('premium');
  });

  it('hides pending articles from everyone but the author and admins', async () => {
    expect((await read(null, pending)).statusCode).toBe(404);
    expect((await read(reader, pending)).statusCode).toBe(404);
    expect((await read(author, pending)).statusCode).toBe(200);
    expect((await read(admin, pending)).statusCode).toBe(200);
    const list = await t.app.inject({ method: 'GET', url: '/api/recent-articles?limit=100' });
    expect(list.json().map((a: { _id: string }) => a._id)).not.toContain(pending);
  });

  it('answers a malformed id with a 400 and an unknown one with a 404', async () => {
    expect((await read(reader, 'not-a-uuid')).statusCode).toBe(400);
    expect((await read(reader, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('changing and deleting', () => {
  it('lets the author edit; the edit goes back to the editors', async () => {
    const id = (await createArticle(t.database.db, { authorId: author.id, publisher, status: 'declined' }))
      .id;
    const response = await t.app.inject(
      as(author, { method: 'PATCH', url: `/api/updateArticles/${id}`, payload: body({ title: 'Edited' }) }),
    );
    expect(response.json()).toEqual({ modifiedCount: 1 });
    const [row] = await t.database.db.select().from(articles).where(eq(articles.id, id));
    expect(row).toMatchObject({ title: 'Edited', status: 'pending', authorId: author.id });
    // A live article stays live: the edit waits beside it (articles.revisions.test.ts).
    const live = (await createArticle(t.database.db, { authorId: author.id, publisher, status: 'approve' }))
      .id;
    await t.app.inject(
      as(author, { method: 'PATCH', url: `/api/updateArticles/${live}`, payload: body({ title: 'Edited' }) }),
    );
    const [kept] = await t.database.db.select().from(articles).where(eq(articles.id, live));
    expect(kept?.status).toBe('approve');
    expect(kept?.title).not.toBe('Edited');
  });

  it('refuses another user, in any role but admin', async () => {
    const id = (await createArticle(t.database.db, { authorId: author.id, publisher, status: 'approve' })).id;
    const edit = await t.app.inject(
      as(reader, { method: 'PATCH', url: `/api/updateArticles/${id}`, payload: body() }),
    );
    expect(edit.statusCode).toBe(403);
    const remove = await t.app.inject(as(reader, { method: 'DELETE', url: `/api/article/${id}` }));
    expect(remove.statusCode).toBe(403);
    const [row] = await t.database.db.select().from(articles).where(eq(articles.id, id));
    expect(row?.title).not.toBe('Harbour bridge reopens');
  });

  it('keeps the stored article when an edit is invalid', async () => {
    const id = (await createArticle(t.database.db, { authorId: author.id, publisher, title: 'Keep me' })).id;
    const response = await t.app.inject(
      as(author, { method: 'PATCH', url: `/api/updateArticles/${id}`, payload: body({ title: '' }) }),
    );
    expect(response.statusCode).toBe(400);
    const [row] = await t.database.db.select().from(articles).where(eq(articles.id, id));
    expect(row?.title).toBe('Keep me');
  });

  it('deletes for the author, and for an admin with an audit entry', async () => {
    const mine = (await createArticle(t.database.db, { authorId: author.id, publisher })).id;
    expect(
      (await t.app.inject(as(author, { method: 'DELETE', url: `/api/article/${mine}` }))).json(),
    ).toEqual({ deletedCount: 1 });
    const theirs = (await createArticle(t.database.db, { authorId: author.id, publisher })).id;
    expect(
      (await t.app.inject(as(admin, { method: 'DELETE', url: `/api/article/${theirs}` }))).json(),
    ).toEqual({ deletedCount: 1 });
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, theirs));
    expect(entries.map((entry) => entry.action)).toEqual(['article.delete']);
    expect(
      (await t.app.inject(as(author, { method: 'DELETE', url: `/api/article/${mine}` }))).statusCode,
    ).toBe(404);
  });
});

describe('moderation', () => {
  it('approves, makes premium and declines with a stored reason; the author resubmits', async () => {
    const id = (await createArticle(t.database.db, { authorId: author.id, publisher })).id;
    const declined = await t.app.inject(
      as(admin, {
        method: 'PATCH',
        url: `/api/decline-articles/${id}`,
        payload: { reason: 'Please cite your sources.' },
      }),
    );
    expect(declined.json()).toEqual({ modifiedCount: 1 });
    const mine = await t.app.inject(
      as(author, { method: 'GET', url: `/api/myArticles/${author.email}?limit=100` }),
    );
    expect(mine.json().find((a: { _id: string }) => a._id === id)).toMatchObject({
      status: 'declined',
      decline: { reason: 'Please cite your sources.', date: expect.any(String) },
    });
    const resubmitted = await t.app.inject(
      as(author, { method: 'PATCH', url: `/api/updateArticles/${id}`, payload: body() }),
    );
    expect(resubmitted.json()).toEqual({ modifiedCount: 1 });
    expect(
      (await t.app.inject(as(author, { method: 'GET', url: `/api/articles/${id}` }))).json(),
    ).toMatchObject({ status: 'pending', decline: {} });

    // Changed since it was sent for review: the approval names the version the editor read.
    const { version } = (
      await t.app.inject(as(admin, { method: 'GET', url: `/api/articles/${id}/review` }))
    ).json();
    const approve = () =>
      t.app.inject(as(admin, { method: 'PATCH', url: `/api/admin-articles/${id}`, payload: { version } }));
    expect((await approve()).json()).toEqual({ modifiedCount: 1 });
    expect((await approve()).json()).toEqual({ modifiedCount: 0 });
    expect(
      (await t.app.inject(as(admin, { method: 'PATCH', url: `/api/isPremium-articles/${id}` }))).json(),
    ).toEqual({ modifiedCount: 1 });
    // Free again: readers read it in full, and a second time changes nothing; an author may not.
    const free = () => t.app.inject(as(admin, { method: 'DELETE', url: `/api/isPremium-articles/${id}` }));
    expect(
      (await t.app.inject(as(author, { method: 'DELETE', url: `/api/isPremium-articles/${id}` }))).statusCode,
    ).toBe(403);
    expect((await free()).json()).toEqual({ modifiedCount: 1 });
    expect(
      (await t.app.inject(as(author, { method: 'GET', url: `/api/articles/${id}` }))).json(),
    ).toMatchObject({ isPremium: 'Make Premium' });
    expect((await free()).json()).toEqual({ modifiedCount: 0 });
    const actions = (await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, id))).map(
      (entry) => entry.action,
    );
    expect(actions.sort()).toEqual(['article.approve', 'article.decline', 'article.free', 'article.premium']);

    const noReason = await t.app.inject(
      as(admin, { method: 'PATCH', url: `/api/decline-articles/${id}`, payload: { reason: ' ' } }),
    );
    expect(noReason.statusCode).toBe(400);
  });

  it('lists every status for admins, filtered by status', async () => {
    const response = await t.app.inject(
      as(admin, { method: 'GET', url: '/api/articles?status=pending&limit=100' }),
    );
    expect(response.statusCode).toBe(200);
    // What waits for the editors: new articles, and live ones with an edit in review.
    expect(
      response
        .json()
        .every((a: { status: string; editPending?: boolean }) => a.status === 'pending' || a.editPending),
    ).toBe(true);
    expect(Number(response.headers['x-total-count'])).toBeGreaterThan(0);
  });

  it('lists only one’s own articles', async () => {
    expect(
      (await t.app.inject(as(reader, { method: 'GET', url: `/api/myArticles/${author.email}` }))).statusCode,
    ).toBe(403);
    const own = await t.app.inject(as(reader, { method: 'GET', url: `/api/myArticles/${reader.email}` }));
    expect(own.json()).toEqual([]);
    expect(own.headers['x-total-count']).toBe('0');
  });
});

describe('search', () => {
  beforeAll(async () => {
    const { db } = t.database;
    await createArticle(db, {
      authorId: author.id,
      publisher,
      status: 'approve',
      title: 'Weather report',
      description: 'A volcano erupted near the coast, forecasters said.',
    });
    await createArticle(db, {
      authorId: author.id,
      publisher,
      status: 'approve',
      title: 'Volcano erupts in the north',
      description: 'Ash covered the valley.',
    });
    await createArticle(db, {
      authorId: author.id,
      publisher,
      status: 'pending',
      title: 'Volcano pending story',
      description: 'Not yet approved.',
    });
  });

  it('ranks a title match above a body match and leaves out unapproved articles', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/searchArticles?search=volcano' });
    expect(response.json().map((a: { title: string }) => a.title)).toEqual([
      'Volcano erupts in the north',
      'Weather report',
    ]);
    expect(response.headers['x-total-count']).toBe('2');
  });

  it('treats injection-shaped input as text', async () => {
    const sql = ["'; drop table articles; --", '%', '\\'];
    const patterns = ['.*', '(volcano', 'volcano & | !', '"unterminated'];
    for (const search of [...sql, ...patterns]) {
      const url = `/api/searchArticles?search=${encodeURIComponent(search)}`;
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, search).toBe(200);
    }
    const [row] = await t.database.db.select().from(articles).limit(1);
    expect(row).toBeDefined();
  });

  it('requires search text', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/searchArticles?search=' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/searchArticles' })).statusCode).toBe(400);
  });
});

describe('PATCH /api/viewCount/:id', () => {
  it('counts a reader once per window and ignores the number the client sends', async () => {
    const id = (
      await createArticle(t.database.db, { authorId: author.id, publisher, status: 'approve', viewCount: 10 })
    ).id;
    const first = await t.app.inject(
      as(reader, { method: 'PATCH', url: `/api/viewCount/${id}`, payload: { viewCount: 5000 } }),
    );
    expect(first.json()).toEqual({ modifiedCount: 1, viewCount: 11 });
    const again = await t.app.inject(as(reader, { method: 'PATCH', url: `/api/viewCount/${id}` }));
    expect(again.json()).toEqual({ modifiedCount: 0, viewCount: 11 });
    const visitor = await t.app.inject({
      method: 'PATCH',
      url: `/api/viewCount/${id}`,
      headers: { 'user-agent': 'test-browser' },
    });
    expect(visitor.json()).toEqual({ modifiedCount: 1, viewCount: 12 });
    const concurrent = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.app.inject(as(subscriber, { method: 'PATCH', url: `/api/viewCount/${id}` })),
      ),
    );
    expect(concurrent.map((r) => r.json().modifiedCount).sort()).toEqual([0, 0, 0, 0, 1]);
  });

  it('does not count pending articles or unknown ids', async () => {
    const id = (await createArticle(t.database.db, { authorId: author.id, publisher })).id;
    expect((await t.app.inject({ method: 'PATCH', url: `/api/viewCount/${id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PATCH', url: '/api/viewCount/nope' })).statusCode).toBe(400);
  });
});
