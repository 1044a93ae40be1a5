import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookieHeader,
  registerUser,
  someAddress,
  TEST_PASSWORD,
  type TestUser,
} from '../../../../tests/setup/auth';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { keyOf, totpCode } from '../../../../tests/setup/totp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const join = (...cookies: (string | undefined)[]) => cookies.filter(Boolean).join('; ');

function post(path: string, cookie: string | undefined, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: `/api/auth${path}`,
    headers: cookie ? { cookie } : {},
    remoteAddress: someAddress(),
    payload,
  });
}

/** Turns the app on for a reader and confirms it with a code: its key and the backup codes. */
async function enrol(reader: TestUser) {
  const enabled = await post('/two-factor/enable', reader.cookie, { password: TEST_PASSWORD });
  expect(enabled.statusCode, enabled.body).toBe(200);
  const { totpURI, backupCodes } = enabled.json();
  expect(totpURI).toMatch(/^otpauth:\/\/totp\//);
  expect(backupCodes).toHaveLength(10);
  const key = keyOf(totpURI);
  const confirmed = await post('/two-factor/verify-totp', reader.cookie, { code: totpCode(key) });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  // Confirming ends the session it was asked from and opens another.
  return { key, backupCodes: backupCodes as string[], cookie: cookieHeader(confirmed.headers['set-cookie']) };
}

/** A password sign-in: with the app on, no session yet but the second step's cookie. */
async function passwordStep(reader: TestUser) {
  const answer = await post('/sign-in/email', undefined, { email: reader.email, password: TEST_PASSWORD });
  expect(answer.statusCode, answer.body).toBe(200);
  return { body: answer.json(), cookie: cookieHeader(answer.headers['set-cookie']) };
}

const me = (cookie: string) =>
  t.app.inject({ method: 'POST', url: '/api/jwt', headers: { cookie } }).then((answer) => answer.statusCode);

describe('two-factor authentication', () => {
  it('turned on with the password and confirmed with a code, a sign-in asks for a code before any session', async () => {
    const reader = await registerUser(t);
    const { key, cookie } = await enrol(reader);
    expect(await me(cookie)).toBe(200);

    const step = await passwordStep(reader);
    expect(step.body).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    expect(step.body.token).toBeUndefined();
    expect(await me(step.cookie)).toBe(401);

    const wrong = await post('/two-factor/verify-totp', step.cookie, { code: totpCode(key, Date.now(), 10) });
    expect(wrong.statusCode).toBe(401);
    const right = await post('/two-factor/verify-totp', step.cookie, { code: totpCode(key) });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().user).toMatchObject({ id: reader.id });
    expect(await me(cookieHeader(right.headers['set-cookie']))).toBe(200);
    // The step's cookie opened one session, not two.
    const again = await post('/two-factor/verify-totp', step.cookie, { code: totpCode(key) });
    expect(again.statusCode).toBe(401);
  });

  it('an app’s code opens one session: a second sign-in with it is refused, the next code works', async () => {
    const reader = await registerUser(t);
    const { key } = await enrol(reader);
    const code = totpCode(key);
    const first = await passwordStep(reader);
    expect((await post('/two-factor/verify-totp', first.cookie, { code })).statusCode).toBe(200);

    const second = await passwordStep(reader);
    const replayed = await post('/two-factor/verify-totp', second.cookie, { code });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toMatchObject({
      code: 'INVALID_CODE',
      message: 'That code has been used already. Enter the next code your app shows.',
    });
    // The step is still open: the app's next code finishes it.
    const next = await post('/two-factor/verify-totp', second.cookie, { code: totpCode(key, Date.now(), 1) });
    expect(next.statusCode, next.body).toBe(200);
    expect(await me(cookieHeader(next.headers['set-cookie']))).toBe(200);
  });

  it('two sign-ins racing with one code: one opens a session, the other is refused and opens none', async () => {
    const reader = await registerUser(t);
    const { key } = await enrol(reader);
    const code = totpCode(key);
    const [a, b] = [await passwordStep(reader), await passwordStep(reader)];
    const answers = await Promise.all(
      [a, b].map((step) => post('/two-factor/verify-totp', step.cookie, { code })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
    const sessions = await Promise.all(
      answers.map((answer) => me(cookieHeader(answer.headers['set-cookie']) || 'none=1')),
    );
    expect(sessions.sort()).toEqual([200, 401]);
  });

  it('a backup code signs in once; a second use of it is refused', async () => {
    const reader = await registerUser(t);
    const { backupCodes } = await enrol(reader);
    const [first] = backupCodes;
    const step = await passwordStep(reader);
    const used = await post('/two-factor/verify-backup-code', step.cookie, { code: first });
    expect(used.statusCode, used.body).toBe(200);
    expect(await me(cookieHeader(used.headers['set-cookie']))).toBe(200);

    const next = await passwordStep(reader);
    const reused = await post('/two-factor/verify-backup-code', next.cookie, { code: first });
    expect(reused.statusCode).toBe(401);
    const other = await post('/two-factor/verify-backup-code', next.cookie, { code: backupCodes[1] });
    expect(other.statusCode, other.body).toBe(200);
  });

  it('a trusted device skips the code for its next sign-ins', async () => {
    const reader = await registerUser(t);
    const { key } = await enrol(reader);
    const step = await passwordStep(reader);
    const trusted = await post('/two-factor/verify-totp', step.cookie, {
      code: totpCode(key),
      trustDevice: true,
    });
    expect(trusted.statusCode, trusted.body).toBe(200);
    const device = cookieHeader(trusted.headers['set-cookie'])
      .split('; ')
      .filter((cookie) => cookie.includes('trust_device'))
      .join('; ');
    expect(device).not.toBe('');
    const answer = await post('/sign-in/email', device, { email: reader.email, password: TEST_PASSWORD });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().token).toEqual(expect.any(String));
  });

  it('turning it off needs the password again; then a password alone signs in', async () => {
    const reader = await registerUser(t);
    const { cookie } = await enrol(reader);
    const wrong = await post('/two-factor/disable', cookie, { password: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('INVALID_PASSWORD');
    const off = await post('/two-factor/disable', cookie, { password: TEST_PASSWORD });
    expect(off.statusCode, off.body).toBe(200);
    const answer = await post('/sign-in/email', undefined, { email: reader.email, password: TEST_PASSWORD });
    expect(answer.json().token).toEqual(expect.any(String));
  });

  it('new backup codes need the password, and replace the old ones', async () => {
    const reader = await registerUser(t);
    const { cookie, backupCodes } = await enrol(reader);
    const fresh = await post('/two-factor/generate-backup-codes', cookie, { password: TEST_PASSWORD });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json().backupCodes).toHaveLength(10);
    const step = await passwordStep(reader);
    const old = await post('/two-factor/verify-backup-code', step.cookie, { code: backupCodes[0] });
    expect(old.statusCode).toBe(401);
    const used = await post('/two-factor/verify-backup-code', step.cookie, {
      code: fresh.json().backupCodes[0],
    });
    expect(used.statusCode, used.body).toBe(200);
  });

  it('refuses bad input with 400 before the plugin reads it', async () => {
    const reader = await registerUser(t);
    const cases: [string, Record<string, unknown>][] = [
      ['/two-factor/enable', {}],
      ['/two-factor/enable', { password: TEST_PASSWORD, method: 'otp' }],
      ['/two-factor/enable', { password: TEST_PASSWORD, issuer: 'Elsewhere' }],
      ['/two-factor/disable', { password: 12 }],
      ['/two-factor/verify-totp', { code: '12345' }],
      ['/two-factor/verify-totp', { code: 'abcdef' }],
      ['/two-factor/verify-backup-code', { code: 'x' }],
      ['/two-factor/verify-backup-code', { code: 'abcde-12345', disableSession: true }],
      ['/two-factor/generate-backup-codes', { password: '' }],
    ];
    for (const [path, body] of cases) {
      const answer = await post(path, reader.cookie, body);
      expect(answer.statusCode, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(answer.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('refuses visitors: nothing to turn on or off, and no code without the password step', async () => {
    for (const path of ['/two-factor/enable', '/two-factor/disable', '/two-factor/generate-backup-codes']) {
      const answer = await post(path, undefined, { password: TEST_PASSWORD });
      expect(answer.statusCode, path).toBe(401);
    }
    const code = await post('/two-factor/verify-totp', undefined, { code: '123456' });
    expect(code.statusCode).toBe(401);
    const backup = await post('/two-factor/verify-backup-code', undefined, { code: 'abcde-12345' });
    expect(backup.statusCode).toBe(401);
  });

  it('does not serve the app’s key again, nor codes by e-mail', async () => {
    const reader = await registerUser(t);
    for (const path of ['/two-factor/get-totp-uri', '/two-factor/send-otp', '/two-factor/verify-otp']) {
      const answer = await post(path, reader.cookie, { password: TEST_PASSWORD });
      expect(answer.statusCode, path).toBe(404);
    }
  });

  it('a code for another sign-in’s cookie, or a made-up cookie, opens nothing', async () => {
    const reader = await registerUser(t);
    await enrol(reader);
    const forged = await post('/two-factor/verify-totp', join('better-auth.two_factor=forged'), {
      code: '123456',
    });
    expect(forged.statusCode).toBe(401);
  });
});
