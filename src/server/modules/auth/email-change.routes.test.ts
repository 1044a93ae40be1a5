import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  cookieHeader,
  mailTo,
  registerUser,
  someAddress,
  TEST_PASSWORD,
  type TestUser,
} from '../../../../tests/setup/auth';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { account, session } from '../../db/schema';
import { createUndoTokens, EMAIL_CHANGED_PAGE } from './email-change-links';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const newAddress = () => `moved-${crypto.randomUUID().slice(0, 8)}@example.test`;

const askChange = (reader: TestUser | null, payload: Record<string, unknown>) =>
  t.app.inject(
    as(reader, { method: 'POST', url: '/api/auth/change-email', payload, remoteAddress: someAddress() }),
  );

const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });

async function otherDevice(reader: TestUser, email = reader.email): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password: reader.password },
    remoteAddress: someAddress(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().token as string;
}

/** The link in the newest mail to `to` whose subject matches, as a path for `inject`. */
async function linkIn(to: string, subject: RegExp, since: number, pattern: RegExp): Promise<string | null> {
  const mail = await mailTo(t, to, subject, since);
  const link = mail?.text.match(pattern)?.[0];
  if (!link) return null;
  const url = new URL(link);
  return url.pathname + url.search;
}

const CONFIRM = /Confirm your new e-mail address/;
const CHANGED = /e-mail address of your .* account was changed/;
const VERIFY_LINK = /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/;
const UNDO_LINK = /https?:\/\/\S+\/email-change\/undo\?token=\S+/;

/** Asks for a change and opens the link from the new address's mail in the reader's own browser. */
async function changeAddress(reader: TestUser, to: string) {
  const since = t.mails.length;
  const asked = await askChange(reader, { newEmail: to, password: reader.password });
  expect(asked.statusCode, asked.body).toBe(200);
  const link = await linkIn(to, CONFIRM, since, VERIFY_LINK);
  if (!link) throw new Error(`no confirmation mail to ${to}`);
  const opened = await t.app.inject({ method: 'GET', url: link, headers: { cookie: reader.cookie } });
  return { opened, since, link };
}

describe('changing the e-mail address', () => {
  it('mails the new address, changes nothing until its link is opened, then signs out the other devices and tells the old address', async () => {
    const reader = await registerUser(t);
    const elsewhere = await otherDevice(reader);
    const to = newAddress();
    const since = t.mails.length;

    const asked = await askChange(reader, { newEmail: to, password: reader.password });
    expect(asked.statusCode, asked.body).toBe(200);
    expect((await me(reader.token)).json().email).toBe(reader.email);
    const link = await linkIn(to, CONFIRM, since, VERIFY_LINK);
    expect(link).toBeTruthy();
    // Nothing went to the old address yet.
    expect(await mailTo(t, reader.email, CHANGED, since)).toBeUndefined();

    const opened = await t.app.inject({
      method: 'GET',
      url: link as string,
      headers: { cookie: reader.cookie },
    });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe(EMAIL_CHANGED_PAGE);
    expect((await me(reader.token)).json()).toMatchObject({ email: to });
    // The other device is signed out; the browser that opened the link stays signed in.
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await me(reader.token)).statusCode).toBe(200);

    const told = await mailTo(t, reader.email, CHANGED, since);
    expect(told?.text).toContain(to);
    expect(told?.text).toMatch(UNDO_LINK);
    // Signing in takes the new address, not the old one; the password is the same.
    await otherDevice(reader, to);
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: reader.email, password: reader.password },
      remoteAddress: someAddress(),
    });
    expect(old.statusCode).toBe(401);

    // The link works once.
    const again = await t.app.inject({ method: 'GET', url: link as string });
    expect(again.statusCode).toBe(302);
    expect(again.headers.location).toContain('error=');
  });

  it('asks for the password, and refuses a wrong one, a bad or unchanged address, and a visitor', async () => {
    const reader = await registerUser(t);
    const since = t.mails.length;
    const missing = await askChange(reader, { newEmail: newAddress() });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toHaveProperty('password');

    const wrong = await askChange(reader, { newEmail: newAddress(), password: `${TEST_PASSWORD}x` });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('INVALID_PASSWORD');

    const same = await askChange(reader, { newEmail: reader.email.toUpperCase(), password: reader.password });
    expect(same.statusCode).toBe(400);
    expect(same.json().fields).toHaveProperty('newEmail');

    for (const newEmail of ['not an address', '', 42]) {
      const bad = await askChange(reader, { newEmail, password: reader.password });
      expect(bad.statusCode, JSON.stringify(newEmail)).toBe(400);
      expect(bad.json().fields).toHaveProperty('newEmail');
    }
    const extra = await askChange(reader, {
      newEmail: newAddress(),
      password: reader.password,
      role: 'admin',
    });
    expect(extra.statusCode).toBe(400);

    expect((await askChange(null, { newEmail: newAddress(), password: 'x' })).statusCode).toBe(401);
    await t.mailsSettled();
    expect(t.mails.slice(since)).toHaveLength(0);
    expect((await me(reader.token)).json().email).toBe(reader.email);
  });

  it('answers alike for an address another account has, and mails it nothing', async () => {
    const reader = await registerUser(t);
    const holder = await registerUser(t);
    const since = t.mails.length;
    const asked = await askChange(reader, { newEmail: holder.email, password: reader.password });
    expect(asked.statusCode).toBe(200);
    await t.mailsSettled();
    expect(t.mails.slice(since)).toHaveLength(0);
    expect((await me(reader.token)).json().email).toBe(reader.email);
  });

  it('asks an account without a password to have signed in within the last minutes', async () => {
    const reader = await registerUser(t);
    const { db } = t.database;
    await db.update(account).set({ password: null }).where(eq(account.userId, reader.id));
    const fresh = await askChange(reader, { newEmail: newAddress() });
    expect(fresh.statusCode, fresh.body).toBe(200);

    await db
      .update(session)
      .set({ createdAt: new Date(Date.now() - 60 * 60 * 1000) })
      .where(eq(session.userId, reader.id));
    const stale = await askChange(reader, { newEmail: newAddress() });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().code).toBe('SIGN_IN_AGAIN');
  });
});

describe('undoing a change of address from the old one', () => {
  const undo = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/account/email-change/undo',
      payload: { token },
      remoteAddress: someAddress(),
    });
  const tokenOf = (path: string) => new URL(path, 'http://site').searchParams.get('token') as string;

  it('puts the old address back, signs out every device, and works once', async () => {
    const reader = await registerUser(t);
    const to = newAddress();
    const { since } = await changeAddress(reader, to);
    const undoLink = await linkIn(reader.email, CHANGED, since, UNDO_LINK);
    if (!undoLink) throw new Error('no undo link');

    const undone = await undo(tokenOf(undoLink));
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toEqual({ email: reader.email });
    // Every session ends, the one that made the change too.
    expect((await me(reader.token)).statusCode).toBe(401);
    const back = await otherDevice(reader);
    expect((await me(back)).json()).toMatchObject({ email: reader.email });

    const twice = await undo(tokenOf(undoLink));
    expect(twice.statusCode).toBe(400);
  });

  it('refuses a forged, damaged or expired token, and an address another account took since', async () => {
    const reader = await registerUser(t);
    const to = newAddress();
    const { since } = await changeAddress(reader, to);
    const undoLink = await linkIn(reader.email, CHANGED, since, UNDO_LINK);
    if (!undoLink) throw new Error('no undo link');
    const token = tokenOf(undoLink);

    const forged = createUndoTokens('another-secret-that-is-long-enough-0123456789').make({
      userId: reader.id,
      from: reader.email,
      to,
    });
    const expired = createUndoTokens(t.app.config.authSecret, () => Date.now() - 30 * 86_400_000).make({
      userId: reader.id,
      from: reader.email,
      to,
    });
    for (const bad of [forged, expired, `${token}x`, 'nonsense', `${token}.more`]) {
      const refused = await undo(bad);
      expect(refused.statusCode, bad).toBe(400);
    }
    const empty = await t.app.inject({ method: 'POST', url: '/api/account/email-change/undo', payload: {} });
    expect(empty.statusCode).toBe(400);

    // Someone registers the freed address; it cannot be taken back from them.
    const taker = await registerUser(t, { email: reader.email });
    expect(taker.email).toBe(reader.email);
    const taken = await undo(token);
    expect(taken.statusCode).toBe(409);
    expect((await me(reader.token)).json()).toMatchObject({ email: to });
  });

  it('sends a second confirmation to nobody when the change link is opened in another reader’s browser', async () => {
    const reader = await registerUser(t);
    const other = await registerUser(t);
    const to = newAddress();
    const since = t.mails.length;
    await askChange(reader, { newEmail: to, password: reader.password });
    const link = await linkIn(to, CONFIRM, since, VERIFY_LINK);
    const opened = await t.app.inject({
      method: 'GET',
      url: link as string,
      headers: { cookie: other.cookie },
    });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toContain('error=');
    expect((await me(reader.token)).json().email).toBe(reader.email);
    expect(cookieHeader(opened.headers['set-cookie'])).not.toContain('session_token=');
  });
});
