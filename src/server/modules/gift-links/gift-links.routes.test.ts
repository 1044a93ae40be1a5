import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createArticle, createPublisher } from '../../../../tests/factories';
import { as, registerUser, type TestUser } from '../../../../tests/setup/auth';
import { sourceSsr } from '../../../../tests/setup/source-ssr';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { giftLinks, user } from '../../db/schema';

let t: TestApp;
let author: TestUser;
let reader: TestUser;
let subscriber: TestUser;
let publisher: string;

const DAY = 86_400_000;
/** The body's last words, which a preview never reaches. */
const CLOSING = 'The closing line only subscribers read.';
const subscribe = (who: TestUser) =>
  t.database.db
    .update(user)
    .set({ premiumUntil: new Date(Date.now() + DAY) })
    .where(eq(user.id, who.id));

// The page store is on, as in production: a gift's answer must never land in it.
beforeAll(async () => {
  t = await createTestApp({ CACHE_MS: '60000' }, { ssr: sourceSsr });
  author = await registerUser(t, { name: 'Ada Author' });
  reader = await registerUser(t, { name: 'Rita Reader' });
  publisher = (await createPublisher(t.database.db)).publisherName;
});
afterAll(() => t.close());
// A fresh subscriber each time: their monthly allowance starts full.
beforeEach(async () => {
  subscriber = await registerUser(t, { name: 'Sue Subscriber' });
  await subscribe(subscriber);
});

type Method = 'GET' | 'POST' | 'DELETE';
const call = (who: TestUser | null, method: Method, url: string) => t.app.inject(as(who, { method, url }));
const article = async (overrides: Parameters<typeof createArticle>[1] = {}) =>
  (
    await createArticle(t.database.db, {
      publisher,
      authorId: author.id,
      status: 'approve',
      isPremium: true,
      description: `${'The premium story goes on. '.repeat(60)}${CLOSING}`,
      ...overrides,
    })
  ).id;
const give = async (who: TestUser, id: string) => {
  const response = await call(who, 'POST', `/api/articles/${id}/giftLinks`);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { link: { _id: string; url: string; opens: number }; remaining: number };
};
/** The address a gift link leads to, on this site. */
const local = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');
const tokenOf = (url: string) => new URL(url).searchParams.get('gift') ?? '';

describe('giving an article', () => {
  it('makes a link that opens the whole article for a visitor and a reader, counting each open', async () => {
    const id = await article();
    const { link, remaining } = await give(subscriber, id);
    expect(remaining).toBe(9);
    expect(link.url).toMatch(new RegExp(`/articlesDetails/${id}\\?gift=${link._id}\\.[\\w-]{32}$`));

    const locked = await call(null, 'GET', `/api/articles/${id}`);
    expect(locked.json()).toMatchObject({ locked: true, lockReason: 'signin' });
    expect(locked.body).not.toContain(CLOSING);

    const opened = await call(null, 'GET', `/api${local(link.url).replace('articlesDetails', 'articles')}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['cache-control']).toBe('private, no-store');
    expect(opened.json().locked).toBeUndefined();
    expect(opened.json().html).toContain(CLOSING);
    expect(opened.json().gift).toEqual({ state: 'open', expiresAt: expect.any(String) });

    const asReader = await call(reader, 'GET', `/api/articles/${id}?gift=${tokenOf(link.url)}`);
    expect(asReader.json()).toMatchObject({ gift: { state: 'open' } });
    expect(asReader.json().locked).toBeUndefined();

    // The visitors' copy of the article stays locked; the gift's answer was never kept for them.
    const after = await call(null, 'GET', `/api/articles/${id}`);
    expect(after.json()).toMatchObject({ locked: true });

    const list = await call(subscriber, 'GET', '/api/giftLinks');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ quota: 10, remaining: 9 });
    expect(list.json().links).toEqual([
      expect.objectContaining({ _id: link._id, articleId: id, opens: 2, url: link.url }),
    ]);
    const [row] = await t.database.db.select().from(giftLinks).where(eq(giftLinks.id, link._id));
    expect(Object.keys(row ?? {}).sort()).toEqual(
      ['articleId', 'createdAt', 'expiresAt', 'id', 'opens', 'revokedAt', 'senderId'].sort(),
    );
  });

  it('serves the gift page for its holder alone, with the paywall still declared in its structured data', async () => {
    const id = await article();
    const { link } = await give(subscriber, id);
    const page = await call(null, 'GET', local(link.url));
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body).toContain(CLOSING);
    expect(page.body).toContain('"isAccessibleForFree":false');
    expect(page.body).toContain('A subscriber gave you this article.');
    const again = await call(null, 'GET', local(link.url));
    expect(again.headers['x-cache']).toBeUndefined();

    const visitor = await call(null, 'GET', `/articlesDetails/${id}`);
    expect(visitor.body).not.toContain(CLOSING);
    expect((await call(null, 'GET', `/articlesDetails/${id}`)).headers['x-cache']).toBe('hit');
  });

  it('opens nothing once withdrawn or expired, or with a token altered or for another article', async () => {
    const id = await article();
    const other = await article();
    const first = await give(subscriber, id);
    const second = await give(subscriber, id);
    const token = tokenOf(first.link.url);
    const read = async (articleId: string, gift: string) =>
      (await call(null, 'GET', `/api/articles/${articleId}?gift=${encodeURIComponent(gift)}`)).json();

    expect(await read(other, token)).toMatchObject({ locked: true, gift: { state: 'invalid' } });
    expect(await read(id, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toMatchObject({
      locked: true,
      gift: { state: 'invalid' },
    });
    expect(await read(id, 'nonsense')).toMatchObject({ locked: true, gift: { state: 'invalid' } });

    const withdrawn = await call(subscriber, 'DELETE', `/api/giftLinks/${first.link._id}`);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toMatchObject({ _id: first.link._id, revokedAt: expect.any(String) });
    expect(await read(id, token)).toMatchObject({ locked: true, gift: { state: 'withdrawn' } });

    await t.database.db
      .update(giftLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(giftLinks.id, second.link._id));
    expect(await read(id, tokenOf(second.link.url))).toMatchObject({
      locked: true,
      gift: { state: 'expired' },
    });
    const list = (await call(subscriber, 'GET', '/api/giftLinks')).json();
    expect(list.links.map((l: { opens: number }) => l.opens)).toEqual([0, 0]);
  });

  it('allows ten gifts a month, withdrawn ones included', async () => {
    const id = await article();
    const first = await give(subscriber, id);
    await call(subscriber, 'DELETE', `/api/giftLinks/${first.link._id}`);
    for (let n = 2; n <= 10; n += 1) await give(subscriber, id);
    const refused = await call(subscriber, 'POST', `/api/articles/${id}/giftLinks`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'GIFT_LIMIT_REACHED' });
    const list = (await call(subscriber, 'GET', '/api/giftLinks')).json();
    expect(list).toMatchObject({ remaining: 0, quota: 10 });
    expect(list.links).toHaveLength(10);
  });
});

describe('who may give and withdraw', () => {
  it('refuses visitors, readers without a subscription, free, unpublished and missing articles, and bad ids', async () => {
    const id = await article();
    expect((await call(null, 'POST', `/api/articles/${id}/giftLinks`)).statusCode).toBe(401);
    const plain = await call(reader, 'POST', `/api/articles/${id}/giftLinks`);
    expect(plain.statusCode).toBe(403);
    expect(plain.json().message).toBe('Only subscribers can give articles.');
    const editor = await registerUser(t, { name: 'Eddie Editor', role: 'editor' });
    expect((await call(editor, 'POST', `/api/articles/${id}/giftLinks`)).statusCode).toBe(403);

    const free = await call(
      subscriber,
      'POST',
      `/api/articles/${await article({ isPremium: false })}/giftLinks`,
    );
    expect(free.statusCode).toBe(409);
    const pending = await article({ status: 'pending' });
    expect((await call(subscriber, 'POST', `/api/articles/${pending}/giftLinks`)).statusCode).toBe(404);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await call(subscriber, 'POST', `/api/articles/${missing}/giftLinks`)).statusCode).toBe(404);
    expect((await call(subscriber, 'POST', '/api/articles/not-an-id/giftLinks')).statusCode).toBe(400);
    expect((await call(subscriber, 'GET', '/api/giftLinks')).json().remaining).toBe(10);
  });

  it('lets only the sender list and withdraw their links', async () => {
    const { link } = await give(subscriber, await article());
    expect((await call(null, 'GET', '/api/giftLinks')).statusCode).toBe(401);
    expect((await call(reader, 'GET', '/api/giftLinks')).json().links).toEqual([]);
    expect((await call(null, 'DELETE', `/api/giftLinks/${link._id}`)).statusCode).toBe(401);
    expect((await call(reader, 'DELETE', `/api/giftLinks/${link._id}`)).statusCode).toBe(404);
    expect((await call(subscriber, 'DELETE', '/api/giftLinks/not-an-id')).statusCode).toBe(400);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await call(subscriber, 'DELETE', `/api/giftLinks/${missing}`)).statusCode).toBe(404);
    expect((await call(subscriber, 'GET', '/api/giftLinks')).json().links[0].revokedAt).toBeUndefined();
  });

  it('refuses a gift parameter too long to be a gift link', async () => {
    const id = await article();
    const response = await call(null, 'GET', `/api/articles/${id}?gift=${'a'.repeat(201)}`);
    expect(response.statusCode).toBe(400);
  });
});
