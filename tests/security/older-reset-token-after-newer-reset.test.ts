import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, mailTo, registerUser, signIn, someAddress, type TestUser } from '../setup/auth';
import { createTestApp, type TestApp } from '../setup/test-app';

// After a password reset with the newest link, an older reset link still set a new password: anyone who
// got hold of an old reset mail kept a way into the account. An account now has at most one live reset
// link (a new request ends the older ones), and a reset or a password change ends all of them.

let t: TestApp;
let reader: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  reader = await registerUser(t);
});
afterAll(() => t.close());

async function requestResetToken(email: string): Promise<string> {
  const since = t.mails.length;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    payload: { email, redirectTo: 'http://localhost:3000/reset-password' },
    remoteAddress: someAddress(),
  });
  expect(response.statusCode).toBe(200);
  const mail = await mailTo(t, email, /Reset/, since);
  const link = mail?.text.match(/http\S+reset-password\/\S+/)?.[0];
  expect(link).toBeDefined();
  return new URL(link as string).pathname.split('/').pop() as string;
}

const reset = (token: string, newPassword: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token, newPassword },
    remoteAddress: someAddress(),
  });

describe('an older reset link after a newer one', () => {
  it('is refused once a newer link was asked for, and after the reset with the newer one', async () => {
    const older = await requestResetToken(reader.email);
    const newer = await requestResetToken(reader.email);
    expect(newer).not.toBe(older);

    const withOlder = await reset(older, 'Older#Pass1');
    expect(withOlder.statusCode).toBe(400);
    expect(withOlder.json().code).toBe('INVALID_TOKEN');

    expect((await reset(newer, 'Newer#Pass1')).statusCode).toBe(200);
    expect((await reset(older, 'Older#Pass2')).statusCode).toBe(400);
    expect((await reset(newer, 'Newer#Pass2')).statusCode).toBe(400);
    await expect(signIn(t.app, reader.email, 'Newer#Pass1')).resolves.toMatchObject({
      token: expect.any(String),
    });
  });

  it('is refused after the password was changed in place', async () => {
    const session = await signIn(t.app, reader.email, 'Newer#Pass1');
    const pending = await requestResetToken(reader.email);
    const changed = await t.app.inject(
      as(
        { ...reader, ...session },
        {
          method: 'POST',
          url: '/api/auth/change-password',
          payload: { currentPassword: 'Newer#Pass1', newPassword: 'Changed#Pass1' },
          remoteAddress: someAddress(),
        },
      ),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await reset(pending, 'Pending#Pass1')).statusCode).toBe(400);
    await expect(signIn(t.app, reader.email, 'Changed#Pass1')).resolves.toMatchObject({
      token: expect.any(String),
    });
  });
});
