import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  cookieHeader,
  followVerificationLink,
  mailTo,
  registerUser,
  signIn,
  someAddress,
  TEST_PASSWORD,
  verificationLink,
} from '../../../../tests/setup/auth';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAIL: 'chief@example.test' });
});
afterAll(() => t.close());

const signUp = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload, remoteAddress: someAddress() });

describe('registration', () => {
  it('checks the password rules in the spec order, with the spec messages', async () => {
    const cases: [string, string][] = [
      ['Ab1!', 'password must be 6 characters'],
      ['abcdef1!', 'Must have an Uppercase letter in the password'],
      ['Abcdef12', 'password with at least one special character'],
      ['Abcdefg!', 'at least one numeric character'],
    ];
    for (const [password, message] of cases) {
      const response = await signUp({
        email: `rules-${password.length}-${message.length}@example.test`,
        name: 'R',
        password,
      });
      expect(response.statusCode, password).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, message });
    }
  });

  it('refuses, after the spec rules, a password on the list of the most common ones, whatever its case', async () => {
    const common = 'This password is one of the most common, and easy to guess. Please choose another.';
    // On the list as it is, or a word on the list with digits and signs at its ends.
    for (const [index, password] of [
      'P@ssw0rd',
      'Password1!',
      'QWERTY123!',
      '#1Monkey',
      'Letmein_2026',
    ].entries()) {
      const response = await signUp({ email: `common-${index}@example.test`, name: 'C', password });
      expect(response.statusCode, password).toBe(400);
      expect(response.json().message, password).toBe(common);
    }
    const listed = await signUp({ email: 'listed@example.test', name: 'L', password: 'P@ssw0rd' });
    expect(listed.statusCode).toBe(400);
    expect(listed.json()).toMatchObject({ code: 'PASSWORD_RULE', message: common });
    // The spec's rules keep their words: a common password that breaks one is told that rule.
    const short = await signUp({ email: 'short@example.test', name: 'S', password: 'qwerty' });
    expect(short.json().message).toBe('Must have an Uppercase letter in the password');
    // And one that is not on the list is taken.
    const mine = await signUp({ email: 'mine@example.test', name: 'M', password: 'Kestrel#Ink42' });
    expect(mine.statusCode).toBe(200);
  });

  it('creates the account without a session and mails a link that confirms the address and signs in', async () => {
    const since = t.mails.length;
    const created = await signUp({ email: 'fresh@example.test', name: 'Fresh', password: TEST_PASSWORD });
    expect(created.statusCode).toBe(200);
    // No session: only the cookie that lets this browser's confirmation keep the password.
    const proof = cookieHeader(created.headers['set-cookie']);
    expect(proof).toMatch(/^broadsheet\.sign-up=/);
    expect(created.json()).toMatchObject({
      token: null,
      user: { email: 'fresh@example.test', emailVerified: false },
    });

    // Until the address is confirmed the password does not sign in; the right one gets a fresh link.
    const early = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'fresh@example.test', password: TEST_PASSWORD },
    });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ statusCode: 403, code: 'EMAIL_NOT_VERIFIED' });
    await t.mailsSettled();
    expect(t.mails.slice(since).filter((m) => m.to === 'fresh@example.test')).toHaveLength(2);

    const cookie = await followVerificationLink(
      t,
      await verificationLink(t, 'fresh@example.test', since),
      proof,
    );
    const me = await t.app.inject({ method: 'POST', url: '/api/jwt', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    await expect(signIn(t.app, 'fresh@example.test', TEST_PASSWORD)).resolves.toMatchObject({
      token: expect.any(String),
    });
  });

  it('answers a second sign-up with the same address alike, and tells the owner by e-mail', async () => {
    const first = await signUp({ email: 'twice@example.test', name: 'Twice', password: TEST_PASSWORD });
    expect(first.statusCode).toBe(200);
    const since = t.mails.length;
    const again = await signUp({ email: 'TWICE@example.test', name: 'Twice', password: TEST_PASSWORD });
    expect(again.statusCode).toBe(200);
    expect(String(again.headers['set-cookie'])).not.toMatch(/session/);
    expect(Object.keys(again.json().user).sort()).toEqual(Object.keys(first.json().user).sort());
    const notice = await mailTo(t, 'twice@example.test', /Someone tried to register/, since);
    expect(notice?.text).toMatch(/\/forgot-password/);
  });

  it('makes the ADMIN_EMAIL account an admin', async () => {
    const chief = await registerUser(t, { email: 'chief@example.test' });
    const check = await t.app.inject(
      as(chief, { method: 'GET', url: '/api/users/admin/chief@example.test' }),
    );
    expect(check.json()).toEqual({ admin: true, role: 'admin' });
  });
});

describe('sign-in and the access token', () => {
  it('answers a wrong password with a 401 in the error contract', async () => {
    const reader = await registerUser(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: reader.email, password: 'Wrong#123' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      statusCode: 401,
      error: 'Unauthorized',
      message: expect.any(String),
    });
  });

  it('issues a token only for an authenticated session, never for a bare e-mail', async () => {
    const reader = await registerUser(t);
    const bare = await t.app.inject({ method: 'POST', url: '/api/jwt', payload: { email: reader.email } });
    expect(bare.statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/jwt',
      headers: { cookie: 'better-auth.session_token=forged.value' },
    });
    expect(forged.statusCode).toBe(401);
    const me = await t.app.inject(as(reader, { method: 'GET', url: '/api/me' }));
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      email: reader.email,
      role: 'user',
      premium: false,
      premiumUntil: null,
    });
  });

  it('refuses a garbage or expired token with a 401, even on public routes', async () => {
    for (const authorization of ['Bearer nonsense', 'Bearer ', 'Basic abc']) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/publisher',
        headers: { authorization },
      });
      expect(response.statusCode, authorization).toBe(401);
      expect(response.json().code).toBe('UNAUTHORIZED');
    }
  });

  it('revokes the token on sign-out', async () => {
    const reader = await registerUser(t);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: reader.cookie, origin: 'http://localhost:3000' },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    const me = await t.app.inject(as(reader, { method: 'GET', url: '/api/me' }));
    expect(me.statusCode).toBe(401);
  });

  it('stops an address after ten wrong passwords for an account, and lets the owner in from elsewhere', async () => {
    const reader = await registerUser(t);
    const attempt = (password: string, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: reader.email, password },
        remoteAddress,
      });
    for (let index = 0; index < 10; index++)
      expect((await attempt('Wrong#123', '10.0.7.7')).statusCode).toBe(401);
    // From that address even the right password waits now.
    const limited = await attempt(TEST_PASSWORD, '10.0.7.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    expect(limited.json().message).toMatch(/Too many sign-in attempts/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The owner, somewhere else, is not locked out.
    expect((await attempt(TEST_PASSWORD, '10.0.8.8')).statusCode).toBe(200);
  });

  it('limits repeated sign-in attempts per address', async () => {
    const attempt = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: `nobody-${n}@example.test`, password: 'Wrong#123' },
        remoteAddress: '10.9.9.9',
      });
    for (let index = 0; index < 30; index++) expect((await attempt(index)).statusCode).toBe(401);
    expect((await attempt(99)).statusCode).toBe(429);
  });
});

describe('password reset by e-mail', () => {
  it('mails a link whose token sets a new password and ends the old sessions', async () => {
    const reader = await registerUser(t);
    const request = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: reader.email, redirectTo: 'http://localhost:3000/reset-password' },
    });
    expect(request.statusCode).toBe(200);
    await t.mailsSettled();
    const mail = t.mails.find((m) => m.to === reader.email && /Reset/.test(m.subject));
    const link = mail?.text.match(/http\S+reset-password\S+/)?.[0];
    expect(link).toBeDefined();
    const token = new URL(link as string).pathname.split('/').pop();

    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'weakpass' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe('Must have an Uppercase letter in the password');
    const common = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'Password1!' },
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toMatch(/one of the most common/);

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'N3w#Password' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await t.app.inject(as(reader, { method: 'GET', url: '/api/me' }))).statusCode).toBe(401);
    await expect(signIn(t.app, reader.email, 'N3w#Password')).resolves.toMatchObject({
      token: expect.any(String),
    });
  });

  it('refuses a reused or made-up token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: 'made-up', newPassword: 'N3w#Password' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBeDefined();
  });
});
