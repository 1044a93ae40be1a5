import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticle, createPublisher, createUser } from '../../../tests/factories';
import { as, registerUser, type TestUser } from '../../../tests/setup/auth';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { buildApp } from '../app';
import { createSharedPages } from '../lib/shared-pages';

// Two app instances on one database and one Redis stand for two server processes: a page one of them
// rendered is served by the other from the shared store, and a write through either clears it for both.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let a: TestApp;
let b: FastifyInstance;
let admin: TestUser;
let publisher: string;
let authorId: string;
let redis: Redis;

beforeAll(async () => {
  a = await createTestApp({ CACHE_MS: '60000', REDIS_URL });
  b = await buildApp(a.config, {
    database: { ...a.database, close: async () => {} },
    mailer: { send: async () => {} },
    clientDir: path.join(a.config.dataDir, 'no-client'),
  });
  await b.ready();
  admin = await registerUser(a, { role: 'admin' });
  publisher = (await createPublisher(a.database.db)).publisherName;
  authorId = (await createUser(a.database.db)).id;
  redis = new Redis(REDIS_URL);
});
afterAll(async () => {
  redis.disconnect();
  await b.close();
  await a.close();
});

async function eventually<T>(ask: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 2000;
  let value = await ask();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    value = await ask();
  }
  return value;
}

describe('the page store shared through Redis', () => {
  it('serves one process the answer another rendered, compressed as the reader asks', async () => {
    for (let index = 0; index < 10; index++)
      await createArticle(a.database.db, {
        authorId,
        publisher,
        status: 'approve',
        title: `Shared ${index}`,
      });
    const url = '/api/recent-articles?limit=10&sort=title';
    const first = await a.app.inject({ method: 'GET', url });
    expect(first.headers['x-cache']).toBeUndefined();
    expect(first.rawPayload.length).toBeGreaterThan(1024); // long enough to be sent compressed
    // Written behind both apps' backs: only a render would show it.
    await createArticle(a.database.db, { authorId, publisher, status: 'approve', title: 'Shared second' });
    const other = await b.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(other.headers['x-cache']).toBe('hit');
    expect(other.headers['content-encoding']).toBe('br');
    expect(other.headers.etag).toBe(first.headers.etag);
    const plain = await b.inject({ method: 'GET', url });
    expect(plain.body).toBe(first.body);
  });

  it('is cleared for every process by a write through one of them', async () => {
    const url = '/api/recent-articles?limit=50';
    const total = async (app: FastifyInstance) =>
      Number((await app.inject({ method: 'GET', url })).headers['x-total-count']);
    const before = await total(a.app);
    expect(await total(b)).toBe(before);
    const pending = await createArticle(a.database.db, { authorId, publisher });
    const approve = await b.inject(as(admin, { method: 'PATCH', url: `/api/admin-articles/${pending.id}` }));
    expect(approve.statusCode).toBe(200);
    expect(
      await eventually(
        () => total(a.app),
        (count) => count === before + 1,
      ),
    ).toBe(before + 1);
    expect(await total(b)).toBe(before + 1);
  });

  it('does not keep a page rendered while a change happened', async () => {
    const pages = createSharedPages(redis, 60, `test-${Date.now()}-${Math.random()}`);
    const page = {
      etag: 'W/"x"',
      headers: { etag: 'W/"x"' },
      expires: Date.now() + 60_000,
      tags: ['section:sports'],
      identity: Buffer.from('page'),
      gzip: Buffer.from('gz'),
      br: Buffer.from('br'),
    };
    const { version } = await pages.get('/section/sports');
    await pages.clear(['section:world']); // a change lands while the page renders
    expect(await pages.keep('/section/sports', page, version)).toBe(false);
    const fresh = await pages.get('/section/sports');
    expect(fresh.page).toBeUndefined();
    expect(await pages.keep('/section/sports', page, fresh.version)).toBe(true);
    expect((await pages.get('/section/sports')).page?.identity.toString()).toBe('page');
    // Only a change to what it was made from, or to everything, deletes it.
    await pages.clear(['section:world']);
    expect((await pages.get('/section/sports')).page).toBeDefined();
    await pages.clear(['section:sports']);
    expect((await pages.get('/section/sports')).page).toBeUndefined();
  });

  it('gives one process the turn to render a page, and the next after it is done', async () => {
    const pages = createSharedPages(redis, 60, `test-${Date.now()}-${Math.random()}`);
    expect(await pages.claim('/')).toBe(true);
    expect(await pages.claim('/')).toBe(false);
    await pages.release('/');
    expect(await pages.claim('/')).toBe(true);
  });
});
