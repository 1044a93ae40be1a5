import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticle } from '../../../../tests/factories';
import { as, registerUser, type TestUser } from '../../../../tests/setup/auth';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { apiKeys, auditLog, user } from '../../db/schema';

let t: TestApp;
let admin: TestUser;
let editor: TestUser;
let reader: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await registerUser(t, { role: 'admin' });
  editor = await registerUser(t, { role: 'editor' });
  reader = await registerUser(t);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (who: TestUser | null, method: Method, url: string, payload?: object) =>
  t.app.inject(as(who, { method, url, ...(payload ? { payload } : {}) }));
/** A request made with an API key. */
const withKey = (key: string, method: Method, url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${key}` },
    ...(payload ? { payload } : {}),
  } as InjectOptions);

async function makeKey(input: object, by: TestUser = admin) {
  const response = await call(by, 'POST', '/api/admin/api-keys', input);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { _id: string; key: string; start: string; kind: string; scopes: string[] };
}

describe('API keys', () => {
  it('are made by an admin, shown once, kept as a hash, and listed without the key', async () => {
    const made = await makeKey({ name: '  Mobile app ', kind: 'content' });
    expect(made).toMatchObject({ name: 'Mobile app', kind: 'content', scopes: [], ratePerMinute: 60 });
    expect(made.key).toMatch(/^bs_content_[A-Za-z0-9_-]{43}$/);
    expect(made.key.startsWith(made.start.replace('…', ''))).toBe(true);
    const [stored] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, made._id));
    expect(stored?.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(made.key);
    const listed = (await call(admin, 'GET', '/api/admin/api-keys')).json();
    expect(listed[0]).toMatchObject({ _id: made._id, name: 'Mobile app', revokedAt: null });
    expect(listed[0]).not.toHaveProperty('key');
    expect(JSON.stringify(listed)).not.toContain(made.key);
  });

  it('let a content key read published articles, sections and authors, never a premium body, and nothing else', async () => {
    const { key } = await makeKey({ name: 'Static site', kind: 'content' });
    const secret = 'The premium paragraph only subscribers read. ';
    const premium = await createArticle(t.database.db, {
      status: 'approve',
      isPremium: true,
      description: `${'An opening anyone may read. '.repeat(10)}${secret.repeat(30)}`,
    });
    const pending = await createArticle(t.database.db, { status: 'pending' });

    const read = await withKey(key, 'GET', `/api/articles/${premium.id}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ _id: premium.id, locked: true });
    expect(read.body).not.toContain('only subscribers read');
    const gifted = await withKey(key, 'GET', `/api/articles/${premium.id}?gift=${'a'.repeat(40)}`);
    expect(gifted.body).not.toContain('only subscribers read');
    const search = await withKey(key, 'GET', `/api/searchArticles?search=premium`);
    expect(search.statusCode, search.body).toBe(200);
    expect(search.body).not.toContain('only subscribers read');
    expect((await withKey(key, 'GET', `/api/articles/${pending.id}`)).statusCode).toBe(404);
    for (const url of ['/api/publisher', '/api/recent-articles', `/api/authors/${premium.authorId}`]) {
      expect((await withKey(key, 'GET', url)).statusCode, url).toBe(200);
    }

    // Nothing but reading: no write, no newsroom list, no keys, no account.
    const refused: [Method, string, object?][] = [
      ['GET', '/api/articles'],
      ['GET', '/api/me'],
      ['POST', `/api/comments/articles/${premium.id}`, { body: 'From a key' }],
      ['GET', '/api/admin/api-keys'],
      ['POST', '/api/admin/api-keys', { name: 'More', kind: 'content' }],
      ['PATCH', `/api/admin-articles/${premium.id}`, {}],
    ];
    for (const [method, url, payload] of refused) {
      const response = await withKey(key, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().message).toBe('This API key may not call this endpoint.');
    }
  });

  it('limit an admin key to its scopes, acting for the admin who made it', async () => {
    const { key } = await makeKey({ name: 'CRM sync', kind: 'admin', scopes: ['members:read'] });
    expect(key).toMatch(/^bs_admin_/);
    const users = await withKey(key, 'GET', '/api/users');
    expect(users.statusCode, users.body).toBe(200);
    expect(users.json().some((row: { email: string }) => row.email === reader.email)).toBe(true);
    expect((await withKey(key, 'GET', '/api/admin/newsletter-subscribers')).statusCode).toBe(200);
    for (const [method, url] of [
      ['GET', '/api/articles'],
      ['GET', '/api/payment-history'],
      ['GET', '/api/admin/webhooks'],
      ['GET', '/api/admin/api-keys'],
      ['GET', `/api/articles/${randomUUID()}`],
    ] as [Method, string][]) {
      expect((await withKey(key, method, url)).statusCode, `${method} ${url}`).toBe(403);
    }
    const reading = await makeKey({ name: 'Desk', kind: 'admin', scopes: ['articles:read'] });
    const pending = await createArticle(t.database.db, { status: 'pending' });
    const all = await withKey(reading.key, 'GET', '/api/articles?limit=100');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.body).toContain(pending.id);
  });

  it('refuse a revoked key, and an admin key whose admin is no longer one', async () => {
    const content = await makeKey({ name: 'Old app', kind: 'content' });
    expect((await withKey(content.key, 'GET', '/api/publisher')).statusCode).toBe(200);
    const revoked = await call(admin, 'POST', `/api/admin/api-keys/${content._id}/revoke`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().revokedAt).toBeTruthy();
    const refused = await withKey(content.key, 'GET', '/api/publisher');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('This API key is not valid, or it has been revoked.');
    // Revoking again changes nothing; a revoked key cannot be renamed.
    expect((await call(admin, 'POST', `/api/admin/api-keys/${content._id}/revoke`)).json().revokedAt).toBe(
      revoked.json().revokedAt,
    );
    expect((await call(admin, 'PATCH', `/api/admin/api-keys/${content._id}`, { name: 'x' })).statusCode).toBe(
      409,
    );

    const maker = await registerUser(t, { role: 'admin' });
    const { key } = await makeKey({ name: 'Ex-admin', kind: 'admin', scopes: ['members:read'] }, maker);
    expect((await withKey(key, 'GET', '/api/users')).statusCode).toBe(200);
    await t.database.db.update(user).set({ role: 'user' }).where(eq(user.id, maker.id));
    expect((await withKey(key, 'GET', '/api/users')).statusCode).toBe(401);

    for (const bogus of ['bs_content_short', `bs_admin_${'x'.repeat(43)}`, `bs_content_${'y'.repeat(43)}`]) {
      expect((await withKey(bogus, 'GET', '/api/publisher')).statusCode, bogus).toBe(401);
    }
    const audited = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, content._id));
    expect(audited.map((row) => row.action).sort()).toEqual(['api-key.create', 'api-key.revoke']);
  });

  it('hold a key to the requests a minute an admin set, and let the admin change it', async () => {
    const made = await makeKey({ name: 'Busy app', kind: 'content', ratePerMinute: 2 });
    expect((await withKey(made.key, 'GET', '/api/publisher')).statusCode).toBe(200);
    expect((await withKey(made.key, 'GET', '/api/publisher')).statusCode).toBe(200);
    const limited = await withKey(made.key, 'GET', '/api/publisher');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    // Another key, and the site's visitors, are not held by it.
    const other = await makeKey({ name: 'Quiet app', kind: 'content' });
    expect((await withKey(other.key, 'GET', '/api/publisher')).statusCode).toBe(200);
    expect((await call(null, 'GET', '/api/publisher')).statusCode).toBe(200);

    const changed = await call(admin, 'PATCH', `/api/admin/api-keys/${made._id}`, {
      name: 'Busy app (v2)',
      ratePerMinute: 500,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Busy app (v2)', ratePerMinute: 500 });
    expect((await withKey(made.key, 'GET', '/api/publisher')).statusCode).toBe(200);
  });

  it('refuse bad input with a reason', async () => {
    const bad = [
      {},
      { name: '', kind: 'content' },
      { name: 'x'.repeat(81), kind: 'content' },
      { name: 'Key', kind: 'owner' },
      { name: 'Key', kind: 'admin' },
      { name: 'Key', kind: 'admin', scopes: [] },
      { name: 'Key', kind: 'admin', scopes: ['everything'] },
      { name: 'Key', kind: 'admin', scopes: ['members:read', 'members:read'] },
      { name: 'Key', kind: 'content', scopes: ['members:read'] },
      { name: 'Key', kind: 'content', ratePerMinute: 0 },
      { name: 'Key', kind: 'content', ratePerMinute: 10_001 },
      { name: 'Key', kind: 'content', ratePerMinute: 1.5 },
      { name: 'Key', kind: 'content', key: 'bs_content_mine' },
    ];
    for (const payload of bad) {
      const response = await call(admin, 'POST', '/api/admin/api-keys', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    const made = await makeKey({ name: 'Fine', kind: 'content' });
    for (const payload of [{}, { name: '' }, { ratePerMinute: -1 }, { kind: 'admin' }]) {
      const response = await call(admin, 'PATCH', `/api/admin/api-keys/${made._id}`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await call(admin, 'PATCH', '/api/admin/api-keys/nope', { name: 'x' })).statusCode).toBe(400);
    expect((await call(admin, 'POST', '/api/admin/api-keys/nope/revoke')).statusCode).toBe(400);
    expect((await call(admin, 'POST', `/api/admin/api-keys/${randomUUID()}/revoke`)).statusCode).toBe(404);
    expect(
      (await call(admin, 'PATCH', `/api/admin/api-keys/${randomUUID()}`, { name: 'x' })).statusCode,
    ).toBe(404);
  });

  it('are the admins’ alone', async () => {
    const made = await makeKey({ name: 'Private', kind: 'content' });
    const routes: [Method, string, object?][] = [
      ['GET', '/api/admin/api-keys'],
      ['POST', '/api/admin/api-keys', { name: 'Mine', kind: 'content' }],
      ['PATCH', `/api/admin/api-keys/${made._id}`, { name: 'Mine' }],
      ['POST', `/api/admin/api-keys/${made._id}/revoke`],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(null, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(reader, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(editor, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
    const listed = (await call(admin, 'GET', '/api/admin/api-keys')).json();
    expect(listed.find((row: { _id: string }) => row._id === made._id)?.revokedAt).toBeNull();
  });
});
