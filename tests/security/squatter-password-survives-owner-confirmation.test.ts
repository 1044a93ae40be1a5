import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookieHeader,
  followVerificationLink,
  mailTo,
  signUp,
  someAddress,
  tokenFor,
  verificationLink,
} from '../setup/auth';
import { createTestApp, type TestApp } from '../setup/test-app';

// Someone signed up with another person's address and a password of their choosing. The address's owner
// got the confirmation mail and opened its link; the account was theirs from then on, and the squatter's
// password signed in to it. Now a confirmation opened anywhere but the browser that signed up deletes the
// password set before it, with every session of the account; the owner is signed in by the link and told
// to choose a password of their own. The browser that signed up (its own confirmation) keeps its password.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SQUATTER_PASSWORD = 'Squatter#2026';

const signInAnswer = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
    remoteAddress: someAddress(),
  });

/** A session of the squatter's on the account (as a provider that vouches for no address would give). */
async function squatterSession(userId: string) {
  const context = await t.app.auth.$context;
  const created = await context.internalAdapter.createSession(userId);
  return { authorization: `Bearer ${created.token}` };
}

describe('an unconfirmed sign-up with someone else’s address', () => {
  it('loses its password and its sessions when the address’s owner confirms it through the mailed link', async () => {
    const since = t.mails.length;
    const email = 'owner.by.link@example.test';
    const squatter = await signUp(t, { email, name: 'Squatter', password: SQUATTER_PASSWORD });
    const squatting = await squatterSession(squatter.id);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: squatting })).statusCode).toBe(200);

    // The owner opens the link from their mailbox, in their own browser: no cookie of the sign-up's.
    const cookie = await followVerificationLink(t, await verificationLink(t, email, since));
    const owner = { authorization: `Bearer ${await tokenFor(t.app, cookie)}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: owner })).statusCode).toBe(200);

    expect((await signInAnswer(email, SQUATTER_PASSWORD)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: squatting })).statusCode).toBe(401);

    const welcome = await mailTo(t, email, /Welcome to/, since);
    expect(welcome?.text).toMatch(/password chosen then no longer works/);
    expect(welcome?.text).toMatch(/\/forgot-password/);
  });

  it('loses its password too when the owner had signed up as well (that sign-up’s cookie proves nothing)', async () => {
    const since = t.mails.length;
    const email = 'owner.signed.up.too@example.test';
    await signUp(t, { email, name: 'Squatter', password: SQUATTER_PASSWORD });
    // The owner's own sign-up finds the address taken: its answer still sets a cookie, of a made-up account.
    const ownerSignUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email, name: 'Owner', password: 'Owner#2026pass' },
      remoteAddress: someAddress(),
    });
    expect(ownerSignUp.statusCode).toBe(200);
    const decoy = cookieHeader(ownerSignUp.headers['set-cookie']);
    expect(decoy).toMatch(/^broadsheet\.sign-up=/);

    await followVerificationLink(t, await verificationLink(t, email, since), decoy);
    expect((await signInAnswer(email, SQUATTER_PASSWORD)).statusCode).toBe(401);
    expect((await signInAnswer(email, 'Owner#2026pass')).statusCode).toBe(401);
  });

  it('keeps the password when the browser that signed up opens the link', async () => {
    const since = t.mails.length;
    const account = await signUp(t, { email: 'same.browser@example.test', password: 'Mine#2026pass' });
    await followVerificationLink(t, await verificationLink(t, account.email, since), account.proof);
    expect((await signInAnswer(account.email, 'Mine#2026pass')).statusCode).toBe(200);
    const welcome = await mailTo(t, account.email, /Welcome to/, since);
    expect(welcome?.text).not.toMatch(/no longer works/);
  });

  it('does not take a proof made for another account', async () => {
    const since = t.mails.length;
    const mine = await signUp(t, { email: 'proof.holder@example.test' });
    const theirs = await signUp(t, { email: 'proof.target@example.test', password: SQUATTER_PASSWORD });
    await followVerificationLink(t, await verificationLink(t, theirs.email, since), mine.proof);
    expect((await signInAnswer(theirs.email, SQUATTER_PASSWORD)).statusCode).toBe(401);
  });
});
