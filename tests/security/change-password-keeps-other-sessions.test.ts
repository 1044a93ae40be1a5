import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, registerUser, signIn, someAddress, type TestUser } from '../setup/auth';
import { createTestApp, type TestApp } from '../setup/test-app';

// Changing the password left every other session signed in: a reader who changed it because someone else
// had it did not shut that someone out. A password change now ends every other session, whatever the
// request asks for; the caller gets a fresh session of their own.

let t: TestApp;
let reader: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  reader = await registerUser(t);
});
afterAll(() => t.close());

const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });

describe('a password change', () => {
  it.each([
    ['asks to keep the other sessions', { revokeOtherSessions: false }],
    ['says nothing about them', {}],
  ])('ends every other session when the request %s', async (_, extra) => {
    const laptop = await signIn(t.app, reader.email, reader.password);
    const phone = await signIn(t.app, reader.email, reader.password);
    expect((await me(laptop.token)).statusCode).toBe(200);
    expect((await me(phone.token)).statusCode).toBe(200);

    const newPassword = `${reader.password}x`;
    const changed = await t.app.inject(
      as(
        { ...reader, ...laptop },
        {
          method: 'POST',
          url: '/api/auth/change-password',
          payload: { currentPassword: reader.password, newPassword, ...extra },
          remoteAddress: someAddress(),
        },
      ),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    reader.password = newPassword;

    for (const token of [phone.token, reader.token]) expect((await me(token)).statusCode).toBe(401);
    // The caller goes on with the session the answer carries.
    const fresh = changed.json().token as string;
    expect(fresh).toEqual(expect.any(String));
    expect((await me(fresh)).statusCode).toBe(200);
    reader.token = fresh;
  });

  it('keeps the spec password rules', async () => {
    const changed = await t.app.inject(
      as(reader, {
        method: 'POST',
        url: '/api/auth/change-password',
        payload: { currentPassword: reader.password, newPassword: 'weakpass' },
        remoteAddress: someAddress(),
      }),
    );
    expect(changed.statusCode).toBe(400);
    expect(changed.json().message).toBe('Must have an Uppercase letter in the password');
  });
});
