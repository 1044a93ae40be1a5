import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { newsletterSubscribers } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const subscribe = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/newsletter', payload: payload as object });
const count = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(newsletterSubscribers))[0]?.n;

describe('POST /api/newsletter', () => {
  it('stores a new address and mails an unsubscribe link', async () => {
    const response = await subscribe({ email: 'ada@example.test' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ subscribed: true });
    expect(await count()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const mail = t.mails.find((m) => m.to === 'ada@example.test');
    expect(mail?.text).toMatch(/http:\/\/localhost:3000\/unsubscribe\?token=[\w-]{20,}/);
    expect(mail?.headers?.['List-Unsubscribe']).toMatch(/^<http:\/\/localhost:3000\/unsubscribe\?token=/);
  });

  it('answers a repeated address the same way, in any letter case, without storing it twice', async () => {
    const again = await subscribe({ email: 'ADA@Example.TEST' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ subscribed: true });
    expect(await count()).toBe(1);
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

  it('unsubscribes with the token from the mail, once', async () => {
    const mail = t.mails.find((m) => m.to === 'ada@example.test');
    const token = mail?.text.match(/token=([\w-]+)/)?.[1];
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/unsubscribe',
      payload: { token },
    });
    expect(first.json()).toEqual({ unsubscribed: true });
    expect(await count()).toBe(0);
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/unsubscribe',
      payload: { token },
    });
    expect(second.json()).toEqual({ unsubscribed: false });
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
