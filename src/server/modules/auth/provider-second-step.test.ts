import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, registerUser, someAddress, type TestUser } from '../../../../tests/setup/auth';
import { turnOnApp } from '../../../../tests/setup/authenticator-app';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { totpCode } from '../../../../tests/setup/totp';

// A Google sign-in opened a session without asking an account with an authenticator app for its code: the
// two-factor plugin checks only the password sign-in. Every sign-in path now leads to the same step.

const oidc = new OAuth2Server();
let t: TestApp;
let identity = { sub: '', email: '' };

beforeAll(async () => {
  await oidc.issuer.keys.generate('RS256');
  oidc.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, { ...identity, name: 'Provider Reader', email_verified: true });
  });
  oidc.service.on('beforeUserinfo', (response) => {
    response.body = { ...identity, name: 'Provider Reader', email_verified: true };
  });
  await oidc.start(0, '127.0.0.1');
  t = await createTestApp({
    GOOGLE_CLIENT_ID: 'broadsheet-test',
    GOOGLE_CLIENT_SECRET: 'broadsheet-test-secret',
    GOOGLE_ISSUER: oidc.issuer.url ?? '',
    STAFF_SECOND_STEP: 'required',
  });
});
afterAll(async () => {
  await t.close();
  await oidc.stop();
});

const withCookies = (...headers: (string | string[] | undefined)[]) =>
  headers
    .map((each) => cookieHeader(each))
    .filter(Boolean)
    .join('; ');

/** Goes through Google's pages as the browser would, and answers what the callback answered. */
async function signInWithGoogle(account: TestUser, extraCookie = '') {
  identity = { sub: `google-${account.id}`, email: account.email };
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/social',
    headers: { origin: t.config.publicUrl, ...(extraCookie ? { cookie: extraCookie } : {}) },
    remoteAddress: someAddress(),
    payload: {
      provider: 'google',
      callbackURL: '/auth/google?done=1',
      errorCallbackURL: '/auth/google?error=1',
    },
  });
  expect(started.statusCode, started.body).toBe(200);
  const provider = await fetch(started.json().url as string, { redirect: 'manual' });
  const back = new URL(provider.headers.get('location') ?? '');
  return t.app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    headers: { cookie: withCookies(started.headers['set-cookie']) + (extraCookie ? `; ${extraCookie}` : '') },
    remoteAddress: someAddress(),
  });
}

const sessionCookieIn = (setCookie: string | string[] | undefined) =>
  [setCookie ?? []].flat().find((each) => /session_token=[^;]+/.test(each) && !/Max-Age=0/i.test(each));

describe('a Google sign-in asks for the second step as a password sign-in does', () => {
  it('an account without an app is signed in at once', async () => {
    const reader = await registerUser(t);
    const callback = await signInWithGoogle(reader);
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toContain('/auth/google?done=1');
    expect(sessionCookieIn(callback.headers['set-cookie'])).toBeDefined();
  });

  it('an account with an app gets no session until its code, then a session that reaches the staff routes', async () => {
    const editor = await registerUser(t, { role: 'editor' });
    const { key } = await turnOnApp(t, editor);

    const callback = await signInWithGoogle(editor);
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe(`${t.config.publicUrl}/auth/google?second-step=1`);
    // No session leaves the callback: the one it opened is ended, and the cookie cleared.
    expect(sessionCookieIn(callback.headers['set-cookie'])).toBeUndefined();
    const pending = withCookies(callback.headers['set-cookie']);
    expect(pending).toMatch(/two_factor=/);
    const noSession = await t.app.inject({ method: 'POST', url: '/api/jwt', headers: { cookie: pending } });
    expect(noSession.statusCode).toBe(401);

    // A wrong code opens nothing; the app's next code does.
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/verify-totp',
      headers: { cookie: pending },
      remoteAddress: someAddress(),
      payload: { code: '000000' },
    });
    expect(wrong.statusCode).toBe(401);
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/verify-totp',
      headers: { cookie: pending },
      remoteAddress: someAddress(),
      payload: { code: totpCode(key, Date.now(), 1) },
    });
    expect(right.statusCode, right.body).toBe(200);
    const session = withCookies(right.headers['set-cookie']);
    const token = (
      await t.app.inject({ method: 'POST', url: '/api/jwt', headers: { cookie: session } })
    ).json().token as string;
    const queue = await t.app.inject({
      method: 'GET',
      url: '/api/comments/moderation',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(queue.statusCode, queue.body).toBe(200);
  });
});
