import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../setup/auth';
import { createTestApp, type TestApp } from '../setup/test-app';

// A reset request names where its link leads after the token is checked (`redirectTo`). Pointed at another
// site, the mailed link would hand that site the reset token: such requests must be refused and mail nothing.

let t: TestApp;
let reader: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  reader = await registerUser(t);
});
afterAll(() => t.close());

describe('where a password-reset link leads', () => {
  it.each([
    'https://evil.example/reset-password',
    '//evil.example/reset-password',
    'http://localhost:3000.evil.example/reset-password',
  ])('refuses redirectTo %s and sends no mail', async (redirectTo) => {
    const before = t.mails.length;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: reader.email, redirectTo },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    await t.mailsSettled();
    expect(t.mails.slice(before).filter((mail) => mail.to === reader.email)).toEqual([]);
  });

  it('accepts this site’s own reset page', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: reader.email, redirectTo: 'http://localhost:3000/reset-password' },
    });
    expect(response.statusCode).toBe(200);
  });
});
