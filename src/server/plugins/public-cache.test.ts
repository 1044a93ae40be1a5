import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticle, createPublisher, createUser } from '../../../tests/factories';
import { as, registerUser, type TestUser } from '../../../tests/setup/auth';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';

let t: TestApp;
let admin: TestUser;
let publisher: string;
let authorId: string;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_CACHE_MS: '60000' });
  admin = await registerUser(t, { role: 'admin' });
  publisher = (await createPublisher(t.database.db)).publisherName;
  authorId = (await createUser(t.database.db)).id;
});
afterAll(() => t.close());

const list = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/recent-articles', headers });

describe('the public answer cache', () => {
  it('serves an anonymous reader the answer rendered for the previous one', async () => {
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
  });

  it('never serves or stores answers for a signed-in reader', async () => {
    const signedIn = await t.app.inject(as(admin, { method: 'GET', url: '/api/recent-articles' }));
    expect(signedIn.headers['x-cache']).toBeUndefined();
    expect(signedIn.headers['x-total-count']).toBe('2');
    expect((await list({ cookie: 'a=b' })).headers['x-cache']).toBeUndefined();
  });

  it('is cleared by any successful write through the app', async () => {
    const pending = await createArticle(t.database.db, { authorId, publisher, title: 'Third' });
    const approve = await t.app.inject(
      as(admin, { method: 'PATCH', url: `/api/admin-articles/${pending.id}` }),
    );
    expect(approve.statusCode).toBe(200);
    const fresh = await list();
    expect(fresh.headers['x-cache']).toBeUndefined();
    expect(fresh.headers['x-total-count']).toBe('3');
  });

  it('keeps errors out of the cache', async () => {
    await t.app.inject({ method: 'GET', url: '/api/recent-articles?limit=0' });
    const again = await t.app.inject({ method: 'GET', url: '/api/recent-articles?limit=0' });
    expect(again.statusCode).toBe(400);
    expect(again.headers['x-cache']).toBeUndefined();
  });
});
