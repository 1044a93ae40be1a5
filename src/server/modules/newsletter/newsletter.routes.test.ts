import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, registerUser, signUp, type TestUser } from '../../../../tests/setup/auth';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { newsletterSubscribers } from '../../db/schema';
import { confirmToken } from './newsletter-tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const subscribe = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/newsletter', payload: payload as object });
const count = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(newsletterSubscribers))[0]?.n;
const subscriberOf = async (email: string) =>
  (
    await t.database.db
      .select()
      .from(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) = lower(${email})`)
  )[0];
const confirmMails = (to: string) =>
  t.mails.filter((m) => m.to === to && m.subject.startsWith('Confirm your subscription'));
const confirmPath = (text: string | undefined) => {
  const link = text?.match(/http:\/\/localhost:3000\/newsletter\/confirm\?token=\S+/)?.[0];
  if (!link) throw new Error('no confirmation link');
  return new URL(link).search;
};
/** The confirmation page's button: the token of the link's query, posted. */
const confirm = (query: string) => {
  const token = new URLSearchParams(query).get('token');
  return t.app.inject({
    method: 'POST',
    url: '/api/newsletter/confirm',
    payload: token === null ? {} : { token },
  });
};
const checkLink = (query: string) => t.app.inject({ method: 'GET', url: `/api/newsletter/confirm${query}` });

describe('POST /api/newsletter (double opt-in)', () => {
  it('stores a new address unconfirmed and mails it a signed confirmation link, and nothing else', async () => {
    const response = await subscribe({ email: 'ada@example.test' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ subscribed: true });
    expect(await count()).toBe(1);
    expect((await subscriberOf('ada@example.test'))?.confirmedAt).toBeNull();
    await t.mailsSettled();
    const mails = t.mails.filter((m) => m.to === 'ada@example.test');
    expect(mails.map((m) => m.subject)).toEqual(['Confirm your subscription to the Broadsheet newsletter']);
    expect(mails[0]?.text).toContain('Until you confirm, we send nothing else to this address.');
  });

  it('answers a repeated address the same way, in any letter case, without storing or mailing it twice', async () => {
    const again = await subscribe({ email: 'ADA@Example.TEST' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ subscribed: true });
    expect(await count()).toBe(1);
    await t.mailsSettled();
    expect(confirmMails('ada@example.test')).toHaveLength(1);
  });

  it('refuses a bad address with a clear 400 and stores nothing', async () => {
    for (const payload of [
      { email: 'not-an-email' },
      { email: '' },
      {},
      { email: 42 },
      { email: `${'a'.repeat(250)}@x.io` },
    ]) {
      const response = await subscribe(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
      expect(response.json().fields.email).toEqual(expect.any(String));
    }
    expect(await count()).toBe(1);
  });
});

describe('POST /api/newsletter/confirm', () => {
  it('confirms the address once, then says the link was used', async () => {
    const query = confirmPath(confirmMails('ada@example.test')[0]?.text);
    // The link itself, opened, only says what it is.
    const looked = await checkLink(query);
    expect(looked.json()).toEqual({ result: 'unconfirmed' });
    expect(looked.headers['cache-control']).toBe('no-store');
    expect((await subscriberOf('ada@example.test'))?.confirmedAt).toBeNull();
    const first = await confirm(query);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ result: 'confirmed' });
    expect((await checkLink(query)).json()).toEqual({ result: 'already-confirmed' });
    expect((await subscriberOf('ada@example.test'))?.confirmedAt).toBeInstanceOf(Date);
    expect((await confirm(query)).json()).toEqual({ result: 'already-confirmed' });
  });

  it('tells an expired link from a forged one', async () => {
    const subscriber = await subscriberOf('ada@example.test');
    if (!subscriber) throw new Error('no subscriber');
    const old = confirmToken(t.app.config.authSecret, subscriber.id, Date.now() - 8 * 86_400_000);
    expect((await confirm(`?token=${old}`)).json()).toEqual({ result: 'expired' });
    const forged = `${old.split('.').slice(0, 2).join('.')}.${'A'.repeat(43)}`;
    expect((await confirm(`?token=${forged}`)).json()).toEqual({ result: 'invalid' });
    const otherSecret = confirmToken('x'.repeat(32), subscriber.id);
    expect((await confirm(`?token=${otherSecret}`)).json()).toEqual({ result: 'invalid' });
    expect((await confirm('?token=not-a-token')).json()).toEqual({ result: 'invalid' });
  });

  it('refuses a missing or oversized token with a clear 400', async () => {
    for (const query of ['', '?token=', `?token=${'a'.repeat(300)}`]) {
      const response = await confirm(query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });

  it('an address unsubscribed before confirming makes its link invalid', async () => {
    await subscribe({ email: 'brief@example.test' });
    await t.mailsSettled();
    const query = confirmPath(confirmMails('brief@example.test')[0]?.text);
    const subscriber = await subscriberOf('brief@example.test');
    await t.database.db
      .delete(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, subscriber?.id ?? ''));
    expect((await confirm(query)).json()).toEqual({ result: 'invalid' });
  });
});

describe('POST /api/newsletter/unsubscribe', () => {
  it('unsubscribes with the token, once', async () => {
    const token = (await subscriberOf('ada@example.test'))?.unsubscribeToken;
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/unsubscribe',
      payload: { token },
    });
    expect(first.json()).toEqual({ unsubscribed: true });
    expect(await subscriberOf('ada@example.test')).toBeUndefined();
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/unsubscribe',
      payload: { token },
    });
    // Used, it answers as before: the answer tells nothing about which tokens were valid.
    expect(second.json()).toEqual({ unsubscribed: true });
  });

  it('refuses a malformed unsubscribe token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/unsubscribe',
      payload: { token: 'x' },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /unsubscribe (one click, RFC 8058)', () => {
  it('unsubscribes in one POST with no sign-in, and answers the same for a used token', async () => {
    await subscribe({ email: 'click@example.test' });
    const token = (await subscriberOf('click@example.test'))?.unsubscribeToken;
    for (const round of [1, 2]) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/unsubscribe?token=${token}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(response.statusCode, `round ${round}`).toBe(200);
      expect(response.body).toBe('You are unsubscribed from the newsletter.\n');
    }
    expect(await subscriberOf('click@example.test')).toBeUndefined();
  });

  it('takes a multipart body too, and refuses a missing or malformed token with 400', async () => {
    await subscribe({ email: 'multi@example.test' });
    const token = (await subscriberOf('multi@example.test'))?.unsubscribeToken;
    const boundary = 'b0undary';
    const multipart = await t.app.inject({
      method: 'POST',
      url: `/unsubscribe?token=${token}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(multipart.statusCode).toBe(200);
    expect(await subscriberOf('multi@example.test')).toBeUndefined();
    for (const url of ['/unsubscribe', '/unsubscribe?token=x']) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe("a registered reader's newsletter switch", () => {
  let reader: TestUser;
  beforeAll(async () => {
    reader = await registerUser(t, { email: 'member@example.test' });
  });
  const get = (who: TestUser | null) =>
    t.app.inject(as(who, { method: 'GET', url: '/api/newsletter/subscription' }));
  const put = (who: TestUser | null, payload: unknown) =>
    t.app.inject(as(who, { method: 'PUT', url: '/api/newsletter/subscription', payload: payload as object }));

  it('turns on confirmed for a verified address, counting an address from the form once', async () => {
    await subscribe({ email: 'MEMBER@example.test' });
    expect((await get(reader)).json()).toEqual({ subscribed: true, confirmed: false });
    const on = await put(reader, { subscribed: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ subscribed: true, confirmed: true });
    const rows = await t.database.db
      .select()
      .from(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) = 'member@example.test'`);
    expect(rows).toHaveLength(1);
    expect((await put(reader, { subscribed: true })).json()).toEqual({ subscribed: true, confirmed: true });
  });

  it('turns off, deleting the address from the list', async () => {
    expect((await put(reader, { subscribed: false })).json()).toEqual({
      subscribed: false,
      confirmed: false,
    });
    expect((await get(reader)).json()).toEqual({ subscribed: false, confirmed: false });
    expect(await subscriberOf('member@example.test')).toBeUndefined();
  });

  it('sends a reader whose address is not verified yet the confirmation link first', async () => {
    const unverified = await signUp(t, { email: 'unverified@example.test' });
    const since = t.mails.length;
    // Signing in before verifying is refused; the API's own token is what a verified reader gets, so
    // the service is asked directly with the reader as the server would see them.
    const state = await t.app.newsletter.setSubscription(
      {
        id: unverified.id,
        name: unverified.name,
        email: unverified.email,
        image: null,
        role: 'user',
        premiumUntil: null,
        emailVerified: false,
        sessionId: '',
        sessionToken: '',
      },
      true,
    );
    expect(state).toEqual({ subscribed: true, confirmed: false });
    await t.mailsSettled();
    expect(
      t.mails
        .slice(since)
        .filter((m) => m.to === unverified.email && m.subject.includes('newsletter'))
        .map((m) => [m.to, m.subject]),
    ).toEqual([['unverified@example.test', 'Confirm your subscription to the Broadsheet newsletter']]);
  });

  it('refuses a visitor with 401 and a bad body with 400', async () => {
    expect((await get(null)).statusCode).toBe(401);
    expect((await put(null, { subscribed: true })).statusCode).toBe(401);
    for (const payload of [{}, { subscribed: 'yes' }, { subscribed: null }]) {
      const response = await put(reader, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });
});
