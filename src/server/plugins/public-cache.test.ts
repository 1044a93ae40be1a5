import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticle, createPublisher, createUser } from '../../../tests/factories';
import { as, registerUser, type TestUser } from '../../../tests/setup/auth';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';

let t: TestApp;
let admin: TestUser;
let publisher: string;
let authorId: string;

beforeAll(async () => {
  t = await createTestApp({ CACHE_MS: '60000' });
  admin = await registerUser(t, { role: 'admin' });
  publisher = (await createPublisher(t.database.db)).publisherName;
  authorId = (await createUser(t.database.db)).id;
});
afterAll(() => t.close());

const list = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/recent-articles', headers });

describe('the public answer cache', () => {
  it('serves a visitor the answer rendered for the previous one', async () => {
    await createArticle(t.database.db, { authorId, publisher, status: 'approve', title: 'First' });
    const first = await list();
    expect(first.headers['x-cache']).toBeUndefined();
    // Written behind the app's back: the cached answer is still served within the TTL.
    await createArticle(t.database.db, { authorId, publisher, status: 'approve', title: 'Second' });
    const second = await list();
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers['x-total-count']).toBe('1');
    expect(second.headers['content-type']).toMatch(/application\/json/);
    expect(second.headers['cache-control']).toBe(first.headers['cache-control']);
    expect(second.headers.vary).toBe('Authorization, Cookie, accept-encoding');
    // Written out as they were first rendered, security headers included.
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(second.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(second.headers['content-length'])).toBe(second.rawPayload.length);
  });

  it('never serves or stores answers for a signed-in reader, by token or by session cookie', async () => {
    const signedIn = await t.app.inject(as(admin, { method: 'GET', url: '/api/recent-articles' }));
    expect(signedIn.headers['x-cache']).toBeUndefined();
    expect(signedIn.json().map((article: { title: string }) => article.title)).toContain('Second');
    const byCookie = await list({ cookie: `theme=dark; ${admin.cookie}` });
    expect(byCookie.headers['x-cache']).toBeUndefined();
    // Cookies that say nothing about the reader do not matter.
    expect((await list({ cookie: 'theme=dark' })).headers['x-cache']).toBe('hit');
  });

  it('answers a revalidation with 304 and the same tag the first reader got', async () => {
    const url = '/api/recent-articles?limit=5';
    const first = await t.app.inject({ method: 'GET', url });
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^W\/"/);
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': tag } });
    expect(again.statusCode).toBe(304);
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.body).toBe('');
    const other = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': 'W/"other"' } });
    expect(other.statusCode).toBe(200);
  });

  it('keeps the compressed bytes, gzip and brotli, that decode to the same answer', async () => {
    for (let index = 0; index < 12; index++) {
      await createArticle(t.database.db, { authorId, publisher, status: 'approve' });
    }
    const url = '/api/recent-articles?limit=12&sort=title';
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['x-cache']).toBe('hit');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    const br = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });

  it('renders an address once for readers who ask at the same moment', async () => {
    const url = '/api/recent-articles?limit=3';
    const answers = await Promise.all(Array.from({ length: 20 }, () => t.app.inject({ method: 'GET', url })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(answers.filter((answer) => answer.headers['x-cache'] === undefined)).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
  });

  it('is cleared by a write whose service names what it changed', async () => {
    const before = Number((await list()).headers['x-total-count']);
    const pending = await createArticle(t.database.db, { authorId, publisher, title: 'Third' });
    const approve = await t.app.inject(
      as(admin, { method: 'PATCH', url: `/api/admin-articles/${pending.id}` }),
    );
    expect(approve.statusCode).toBe(200);
    const fresh = await list();
    expect(fresh.headers['x-cache']).toBeUndefined();
    // Everything written since the list was cached shows now (the factories' articles and this one).
    expect(Number(fresh.headers['x-total-count'])).toBeGreaterThan(before);
  });

  it('is not cleared by counting a view, which changes nothing it holds but the counts', async () => {
    const article = await createArticle(t.database.db, { authorId, publisher, status: 'approve' });
    await list();
    const counted = await t.app.inject({ method: 'PATCH', url: `/api/viewCount/${article.id}` });
    expect(counted.statusCode).toBe(200);
    expect((await list()).headers['x-cache']).toBe('hit');
  });

  it('keeps errors out of the cache', async () => {
    await t.app.inject({ method: 'GET', url: '/api/recent-articles?limit=0' });
    const again = await t.app.inject({ method: 'GET', url: '/api/recent-articles?limit=0' });
    expect(again.statusCode).toBe(400);
    expect(again.headers['x-cache']).toBeUndefined();
  });
});

describe('the session and article caches', () => {
  it('refuses a token at once after sign-out, though it was just looked up', async () => {
    const reader = await registerUser(t);
    expect((await t.app.inject(as(reader, { method: 'GET', url: '/api/me' }))).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: reader.cookie, origin: 'http://localhost:3000' },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect((await t.app.inject(as(reader, { method: 'GET', url: '/api/me' }))).statusCode).toBe(401);
  });

  it('shows a signed-in reader an article as it is after an edit', async () => {
    const article = await createArticle(t.database.db, {
      authorId,
      publisher,
      status: 'approve',
      title: 'Old',
    });
    const url = `/api/articles/${article.id}`;
    expect((await t.app.inject(as(admin, { method: 'GET', url }))).json().title).toBe('Old');
    const edit = await t.app.inject(
      as(admin, {
        method: 'PATCH',
        url: `/api/updateArticles/${article.id}`,
        payload: {
          title: 'New title',
          publisher,
          tags: ['sports'],
          description: 'Body of the article.',
          image: '',
        },
      }),
    );
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await t.app.inject(as(admin, { method: 'GET', url }))).json().title).toBe('New title');
  });
});

describe('answers a route prepared and compressed itself', () => {
  it('are kept plain and served in whichever encoding the next reader accepts', async () => {
    const article = await createArticle(t.database.db, { authorId, publisher, status: 'approve' });
    const url = `/api/articles/${article.id}`;
    const first = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(first.headers['content-encoding']).toBe('gzip');
    const plain = gunzipSync(first.rawPayload).toString();
    expect(JSON.parse(plain)._id).toBe(article.id);
    const hit = await t.app.inject({ method: 'GET', url });
    expect(hit.headers['x-cache']).toBe('hit');
    expect(hit.headers['content-encoding']).toBeUndefined();
    expect(hit.body).toBe(plain);
    const revalidated = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(304);
  });
});

describe('prepared article answers', () => {
  it('are kept apart by how much of the article the reader may read', async () => {
    const article = await createArticle(t.database.db, {
      authorId,
      publisher,
      status: 'approve',
      isPremium: true,
      description: 'A premium body. '.repeat(200),
    });
    const url = `/api/articles/${article.id}`;
    const reader = await registerUser(t);
    const full = (await t.app.inject(as(admin, { method: 'GET', url }))).json().description as string;
    const preview = (await t.app.inject(as(reader, { method: 'GET', url }))).json().description as string;
    const again = (await t.app.inject(as(admin, { method: 'GET', url }))).json().description as string;
    expect(full.length).toBeGreaterThan(preview.length);
    expect(again).toBe(full);
    const visitor = await t.app.inject({ method: 'GET', url });
    expect(visitor.json().description.length).toBeLessThan(full.length);
  });
});
