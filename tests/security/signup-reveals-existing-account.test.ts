import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailTo, registerUser, someAddress, TEST_PASSWORD, type TestUser } from '../setup/auth';
import { createTestApp, type TestApp } from '../setup/test-app';

// Sign-up told anyone whether an address had an account ("User already exists") and signed a new one in
// at once. Now both answers are alike (same status, same shape, no session either way); the e-mail to the
// address says which it was: a confirmation link, or "you already have an account".

let t: TestApp;
let owner: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerUser(t, { email: 'taken@example.test', name: 'Taken Owner' });
});
afterAll(() => t.close());

const signUp = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { name: 'Curious Visitor', email, password: TEST_PASSWORD },
    remoteAddress: someAddress(),
  });

/** The answer with what differs between any two sign-ups (ids and times) blanked out. */
function shape(response: Awaited<ReturnType<typeof signUp>>) {
  const body = response.json();
  return {
    status: response.statusCode,
    // The sign-up's proof cookie, its value blanked (for a taken address it proves nothing).
    cookies: [response.headers['set-cookie'] ?? []].flat().map((cookie) => cookie.replace(/=[^;]*/, '=')),
    body: {
      ...body,
      user: { ...body.user, id: typeof body.user.id, email: '', createdAt: '', updatedAt: '' },
    },
  };
}

describe('sign-up with an address that already has an account', () => {
  it('answers exactly as for a new address, without a session', async () => {
    const taken = await signUp(owner.email);
    const fresh = await signUp('never-seen@example.test');
    expect(shape(taken)).toEqual(shape(fresh));
    expect(shape(taken)).toMatchObject({ status: 200, body: { token: null } });
    expect(shape(taken).cookies.join()).not.toMatch(/session/);
    // In either case, as it happens.
    const takenUpper = await signUp('TAKEN@example.test');
    expect(shape(takenUpper)).toEqual(shape(fresh));
  });

  it('tells the owner by e-mail, and the new address gets its confirmation link', async () => {
    const since = t.mails.length;
    await signUp(owner.email);
    await signUp('another-new@example.test');
    const notice = await mailTo(t, owner.email, /Someone tried to register/, since);
    expect(notice?.text).toMatch(/already have an account/);
    expect(notice?.text).toMatch(/\/login/);
    expect(notice?.text).toMatch(/\/forgot-password/);
    expect(notice?.text).not.toMatch(/verify-email/);
    const confirmation = await mailTo(t, 'another-new@example.test', /Confirm your e-mail address/, since);
    expect(confirmation?.text).toMatch(/\/api\/auth\/verify-email\?token=/);
  });

  it('keeps the owner’s password and sessions as they were', async () => {
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().name).toBe('Taken Owner');
  });
});
