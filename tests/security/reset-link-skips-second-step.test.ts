import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, registerUser, someAddress } from '../setup/auth';
import { turnOnApp } from '../setup/authenticator-app';
import { createTestApp, type TestApp } from '../setup/test-app';
import { totpCode } from '../setup/totp';

// A forgotten password is no way round the second step (OWASP ASVS 5.0 6.4.3; docs/security/asvs.md): the
// reset link sets a new password and signs nobody in, and a sign-in with the new password still asks for the
// authenticator app's code before there is a session.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (path: string, payload: Record<string, unknown>, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/auth${path}`,
    remoteAddress: someAddress(),
    headers: { origin: t.config.publicUrl, ...(cookie ? { cookie } : {}) },
    payload,
  });

describe('a password reset for an account with an authenticator app', () => {
  it('opens no session, and the new password still needs the app’s code', async () => {
    const reader = await registerUser(t);
    const { key } = await turnOnApp(t, reader);

    const since = t.mails.length;
    const asked = await post('/request-password-reset', {
      email: reader.email,
      redirectTo: `${t.config.publicUrl}/reset-password`,
    });
    expect(asked.statusCode).toBe(200);
    await t.mailsSettled();
    const mail = t.mails.slice(since).find((m) => m.to === reader.email && /Reset/.test(m.subject));
    const link = mail?.text.match(/http\S+reset-password\S+/)?.[0];
    if (!link) throw new Error('no reset link mailed');
    const token = new URL(link).pathname.split('/').pop();

    const reset = await post('/reset-password', { token, newPassword: 'Fresh#Start42' });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().token).toBeUndefined();
    expect(cookieHeader(reset.headers['set-cookie'])).not.toMatch(/session_token=[^;]/);

    const step = await post('/sign-in/email', { email: reader.email, password: 'Fresh#Start42' });
    expect(step.statusCode).toBe(200);
    expect(step.json()).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    const pending = cookieHeader(step.headers['set-cookie']);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: pending } });
    expect(me.statusCode).toBe(401);

    const code = await post('/two-factor/verify-totp', { code: totpCode(key) }, pending);
    expect(code.statusCode, code.body).toBe(200);
    expect(code.json().token).toEqual(expect.any(String));
  });
});
