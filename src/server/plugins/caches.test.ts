import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticle, createPublisher, createUser } from '../../../tests/factories';
import { as, registerUser, type TestUser } from '../../../tests/setup/auth';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { buildApp } from '../app';

// Two app instances on one database and one Redis stand for two server processes (tests/faults has the
// real thing); each keeps its own caches, so only the Redis channel can tell B about A's writes.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let a: TestApp;
let b: FastifyInstance;
let admin: TestUser;
let publisher: string;
let authorId: string;

beforeAll(async () => {
  a = await createTestApp({ CACHE_MS: '60000', REDIS_URL });
  b = await buildApp(a.config, {
    // A owns the database and closes it.
    database: { ...a.database, close: async () => {} },
    mailer: { send: async () => {} },
    clientDir: path.join(a.config.dataDir, 'no-client'),
  });
  await b.ready();
  admin = await registerUser(a, { role: 'admin' });
  publisher = (await createPublisher(a.database.db)).publisherName;
  authorId = (await createUser(a.database.db)).id;
});
afterAll(async () => {
  await b.close();
  await a.close();
});

/** Asks until the answer is what we wait for, for up to two seconds; the TTL here is a minute. */
async function eventually<T>(ask: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 2000;
  let value = await ask();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    value = await ask();
  }
  return value;
}

describe('caches across processes (Redis)', () => {
  it('clears the other process’s public answers when one process takes a write', async () => {
    const total = async () =>
      Number((await b.inject({ method: 'GET', url: '/api/recent-articles' })).headers['x-total-count']);
    const before = await total();
    const pending = await createArticle(a.database.db, { authorId, publisher });
    const approve = await a.app.inject(
      as(admin, { method: 'PATCH', url: `/api/admin-articles/${pending.id}` }),
    );
    expect(approve.statusCode).toBe(200);
    expect(await eventually(total, (count) => count === before + 1)).toBe(before + 1);
  });

  it('refuses a token on the other process soon after it is signed out on one', async () => {
    const reader = await registerUser(a);
    const me = () => b.inject(as(reader, { method: 'GET', url: '/api/me' }));
    expect((await me()).statusCode).toBe(200);
    const out = await a.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: reader.cookie, origin: 'http://localhost:3000' },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect((await eventually(me, (answer) => answer.statusCode === 401)).statusCode).toBe(401);
  });
});

describe('writes that change nothing a cache holds', () => {
  it('leave the caches as they are: a sign-up, a sign-in, the token exchange, a newsletter sign-up, a message, a sign-out', async () => {
    const total = async () =>
      Number((await a.app.inject({ method: 'GET', url: '/api/recent-articles' })).headers['x-total-count']);
    const kept = await total();
    // Written behind the app's back: only a clear shows it before the minute's TTL is out.
    await createArticle(a.database.db, { authorId, publisher, status: 'approve' });
    expect(await total()).toBe(kept);

    // A new member changes the counts, not the list of articles.
    const reader = await registerUser(a);
    expect(await total()).toBe(kept);
    const origin = { origin: 'http://localhost:3000' };
    const writes = [
      a.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: origin,
        payload: { email: reader.email, password: reader.password },
      }),
      a.app.inject({ method: 'POST', url: '/api/jwt', headers: { cookie: reader.cookie } }),
      a.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: 'kept@example.test' } }),
      a.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: {
          name: 'Tipster',
          email: 'tip@example.test',
          topic: 'tip',
          message: 'A tip that clears nothing.',
        },
      }),
    ];
    for (const write of writes) expect((await write).statusCode).toBeLessThan(300);
    expect(await total()).toBe(kept);

    const out = await a.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { ...origin, cookie: reader.cookie },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect(await total()).toBe(kept);

    // A write that changes the list clears it: both articles show.
    const pending = await createArticle(a.database.db, { authorId, publisher });
    const approve = await a.app.inject(
      as(admin, { method: 'PATCH', url: `/api/admin-articles/${pending.id}` }),
    );
    expect(approve.statusCode).toBe(200);
    expect(await total()).toBe(kept + 2);
  });
});
