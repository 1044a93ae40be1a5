import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, verificationLink } from '../setup/auth';
import { createTestApp, type TestApp } from '../setup/test-app';

// Opening a confirmation link without a callback answered 200 with the new session's Set-Cookie and
// `Cache-Control: public, max-age=15`: a shared cache in front of the site could keep the answer and hand
// the session cookie to the next visitor who opened the same address.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('answers that set a cookie', () => {
  it('are never marked cacheable, on the identity endpoints above all', async () => {
    const since = t.mails.length;
    const account = await signUp(t);
    const link = new URL(await verificationLink(t, account.email, since), 'http://localhost');
    link.searchParams.delete('callbackURL');
    const response = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(response.statusCode).toBeLessThan(400);
    expect(response.headers['set-cookie']).toBeDefined();
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('keeps every identity answer out of shared caches, even one without a cookie', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/get-session' });
    expect(response.headers['cache-control']).not.toMatch(/public/);
  });
});
