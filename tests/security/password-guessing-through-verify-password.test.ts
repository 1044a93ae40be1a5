import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../setup/auth';
import { createTestApp, type TestApp } from '../setup/test-app';

// `/api/auth/verify-password` (and change-password) check the password a caller sends, but only sign-in
// was under the sign-in limits: someone holding a session (a borrowed laptop, a stolen token) could guess
// the account's password without end, and learn it. Every endpoint that checks a password now shares the
// sign-in limits and their one count.

const ADDRESS = '198.51.100.44';
const ELSEWHERE = '203.0.113.9';
const PER_PAIR = 3;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SIGNIN_LIMIT_PER_PAIR: String(PER_PAIR), SIGNIN_LIMIT_PER_ADDRESS: '1000' });
});
afterAll(() => t.close());

const withSession = (reader: TestUser, url: string, payload: object, remoteAddress = ADDRESS) =>
  ({
    method: 'POST',
    url,
    remoteAddress,
    headers: { cookie: reader.cookie },
    payload,
  }) satisfies InjectOptions;

describe('guessing a password through verify-password', () => {
  it('is refused past the sign-in limit, even for the right password', async () => {
    const reader = await registerUser(t);
    for (let n = 0; n < PER_PAIR; n++) {
      const wrong = await t.app.inject(
        withSession(reader, '/api/auth/verify-password', { password: `Wrong#${n}` }),
      );
      expect(wrong.statusCode).toBe(400);
    }
    const right = await t.app.inject(
      withSession(reader, '/api/auth/verify-password', { password: reader.password }),
    );
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ code: 'RATE_LIMITED' });
    // The same count: sign-in from that address is refused for the account too.
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: ADDRESS,
      payload: { email: reader.email, password: reader.password },
    });
    expect(signIn.statusCode).toBe(429);
    // The owner, elsewhere, is not locked out.
    const owner = await t.app.inject(
      withSession(reader, '/api/auth/verify-password', { password: reader.password }, ELSEWHERE),
    );
    expect(owner.statusCode).toBe(200);
  });
});

describe('guessing a password through change-password', () => {
  it('is refused past the sign-in limit', async () => {
    const reader = await registerUser(t);
    for (let n = 0; n < PER_PAIR; n++) {
      const wrong = await t.app.inject(
        withSession(reader, '/api/auth/change-password', {
          currentPassword: `Wrong#${n}`,
          newPassword: 'Another#Pass1',
        }),
      );
      expect(wrong.statusCode).toBe(400);
    }
    const next = await t.app.inject(
      withSession(reader, '/api/auth/change-password', {
        currentPassword: reader.password,
        newPassword: 'Another#Pass1',
      }),
    );
    expect(next.statusCode).toBe(429);
  });

  it('wrong sign-ins count toward the other doors as well', async () => {
    const reader = await registerUser(t);
    for (let n = 0; n < PER_PAIR; n++) {
      const wrong = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: ADDRESS,
        payload: { email: reader.email, password: `Wrong#${n}` },
      });
      expect(wrong.statusCode).toBe(401);
    }
    const verify = await t.app.inject(
      withSession(reader, '/api/auth/verify-password', { password: reader.password }),
    );
    expect(verify.statusCode).toBe(429);
  });
});
