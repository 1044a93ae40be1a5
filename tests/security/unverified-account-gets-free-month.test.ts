import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, payments, user } from '../../src/server/db/schema';
import { createPublisher } from '../factories';
import { followVerificationLink, signUp, someAddress, tokenFor, verificationLink } from '../setup/auth';
import { multipartBody, pngImage } from '../setup/multipart';
import { createTestApp, type TestApp } from '../setup/test-app';

// Every new account got a free premium month (and fresh per-account limits) straight from sign-up, with
// any address at all. The free month, writing articles and uploading pictures now wait for a confirmed
// address, checked on the server; the answer is a 403 with its own code, which the site meets with
// "send the link again" instead of signing the reader out.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A session for an account whose address is not confirmed (as a provider that vouches for none gives). */
async function unconfirmedReader() {
  const since = t.mails.length;
  const account = await signUp(t);
  const context = await t.app.auth.$context;
  const created = await context.internalAdapter.createSession(account.id);
  return { ...account, token: created.token, since };
}

describe('an unconfirmed account', () => {
  it('gets no free month, writes no article and uploads nothing; once confirmed, it may', async () => {
    const reader = await unconfirmedReader();
    const headers = { authorization: `Bearer ${reader.token}` };
    const publisher = await createPublisher(t.database.db);

    const free = await t.app.inject({ method: 'POST', url: '/api/subscriptions/free', headers });
    expect(free.statusCode).toBe(403);
    expect(free.json()).toMatchObject({ statusCode: 403, code: 'EMAIL_NOT_VERIFIED' });
    expect(free.json().message).toMatch(/confirm your e-mail address/i);

    const article = await t.app.inject({
      method: 'POST',
      url: '/api/articles',
      headers,
      payload: {
        title: 'Unconfirmed news',
        publisher: publisher.publisherName,
        tags: 'business',
        description: 'Written before the address was confirmed.',
        image: '/media/0123456789abcdef-640.webp',
      },
    });
    expect(article.statusCode).toBe(403);
    expect(article.json().code).toBe('EMAIL_NOT_VERIFIED');

    const image = multipartBody(await pngImage());
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: image.payload,
      headers: { ...headers, ...image.headers },
    });
    expect(upload.statusCode).toBe(403);
    expect(upload.json().code).toBe('EMAIL_NOT_VERIFIED');

    const [row] = await t.database.db.select().from(user).where(eq(user.id, reader.id));
    expect(row?.premiumUntil).toBeNull();
    expect(await t.database.db.select().from(payments).where(eq(payments.userId, reader.id))).toEqual([]);
    expect(await t.database.db.select().from(articles).where(eq(articles.authorId, reader.id))).toEqual([]);
    // Still signed in: the 403 is not an ended session.
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers })).statusCode).toBe(200);

    const cookie = await followVerificationLink(t, await verificationLink(t, reader.email, reader.since));
    const confirmed = { authorization: `Bearer ${await tokenFor(t.app, cookie)}` };
    const now = await t.app.inject({ method: 'POST', url: '/api/subscriptions/free', headers: confirmed });
    expect(now.statusCode).toBe(201);
  });

  it('cannot sign in with its password, so it cannot reach them that way either', async () => {
    const account = await signUp(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: account.email, password: account.password },
      remoteAddress: someAddress(),
    });
    expect(response.statusCode).toBe(403);
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});
