import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, registerUser, someAddress, type TestUser } from '../../../../tests/setup/auth';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { createSoftPasskey, type SoftPasskey } from '../../../../tests/setup/webauthn';
import { account, session } from '../../db/schema';
import { passkeyParty } from './identity-settings';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let key: SoftPasskey;
beforeAll(async () => {
  t = await createTestApp();
  [owner, other] = [await registerUser(t), await registerUser(t)];
  const party = passkeyParty(t.config.publicUrl);
  key = createSoftPasskey(party.rpID, party.origin);
});
afterAll(() => t.close());

const PASSKEY = '/api/auth/passkey';
const join = (...cookies: (string | undefined)[]) => cookies.filter(Boolean).join('; ');

/** A GET or POST to a passkey endpoint, with the cookies given (a session, a ceremony's challenge). */
function call(path: string, cookie?: string, payload?: unknown) {
  return t.app.inject({
    method: payload === undefined ? 'GET' : 'POST',
    url: `${PASSKEY}${path}`,
    headers: cookie ? { cookie } : {},
    remoteAddress: someAddress(),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** Starts a ceremony: its options, and the cookie that ties the answer to them. */
async function ceremony(path: string, session?: string) {
  const options = await call(path, session);
  expect(options.statusCode, options.body).toBe(200);
  return { options: options.json(), challenge: cookieHeader(options.headers['set-cookie']) };
}

async function addPasskey(
  reader: TestUser,
  passkey: SoftPasskey,
  name?: string,
  /** The password given again; null gives none. */
  password: string | null = reader.password,
) {
  const { options, challenge } = await ceremony('/generate-register-options', reader.cookie);
  return call('/verify-registration', join(reader.cookie, challenge), {
    response: passkey.register(options),
    ...(name ? { name } : {}),
    ...(password === null ? {} : { password }),
  });
}

async function signInWith(passkey: SoftPasskey) {
  const { options, challenge } = await ceremony('/generate-authenticate-options');
  return call('/verify-authentication', challenge, { response: passkey.assert(options) });
}

const listOf = async (reader: TestUser) => (await call('/list-user-passkeys', reader.cookie)).json();

describe('passkeys', () => {
  it('a reader adds a passkey, names it, and signs in with it into a session the API takes', async () => {
    const added = await addPasskey(owner, key, 'Work laptop');
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ name: 'Work laptop', backedUp: false });
    expect(await listOf(owner)).toEqual([expect.objectContaining({ name: 'Work laptop' })]);
    expect(await listOf(other)).toEqual([]);

    const signedIn = await signInWith(key);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().user).toMatchObject({ id: owner.id, email: owner.email });
    const session = cookieHeader(signedIn.headers['set-cookie']);
    const jwt = await t.app.inject({ method: 'POST', url: '/api/jwt', headers: { cookie: session } });
    expect(jwt.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${jwt.json().token}` },
    });
    expect(me.json()).toMatchObject({ email: owner.email });
  });

  it('renames and removes only the reader’s own passkeys; removed, it signs nobody in', async () => {
    const [mine] = await listOf(owner);
    const renamed = await call('/update-passkey', owner.cookie, { id: mine.id, name: '  Phone  ' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().passkey).toMatchObject({ id: mine.id, name: 'Phone' });

    for (const [path, body] of [
      ['/update-passkey', { id: mine.id, name: 'Mine now' }],
      ['/delete-passkey', { id: mine.id }],
    ] as const) {
      const refused = await call(path, other.cookie, body);
      expect(refused.statusCode, path).toBe(404);
      expect(refused.json()).toMatchObject({ message: 'You have no passkey with this id.' });
    }
    expect(await listOf(owner)).toEqual([expect.objectContaining({ name: 'Phone' })]);

    // Removing a factor asks for the password again, as adding one does (recent-proof.ts).
    const unproven = await call('/delete-passkey', owner.cookie, { id: mine.id });
    expect(unproven.statusCode, unproven.body).toBe(400);
    expect(unproven.json()).toMatchObject({ message: 'Enter your password to remove a passkey.' });
    const wrong = await call('/delete-passkey', owner.cookie, { id: mine.id, password: 'Wrong#guess1' });
    expect(wrong.statusCode, wrong.body).toBe(400);
    expect(await listOf(owner)).toEqual([expect.objectContaining({ name: 'Phone' })]);
    const removed = await call('/delete-passkey', owner.cookie, { id: mine.id, password: owner.password });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await listOf(owner)).toEqual([]);
    const refused = await signInWith(key);
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['set-cookie'] ?? '').not.toMatch(/session_token=[^;]/);
  });

  it('refuses a visitor everything but signing in', async () => {
    const someId = crypto.randomUUID();
    for (const [path, body] of [
      ['/generate-register-options', undefined],
      ['/list-user-passkeys', undefined],
      ['/update-passkey', { id: someId, name: 'Laptop' }],
      ['/delete-passkey', { id: someId }],
      ['/verify-registration', { response: { id: 'x', type: 'public-key' } }],
    ] as const) {
      const response = await call(path, undefined, body);
      expect(response.statusCode, path).toBe(401);
      expect(response.json()).toMatchObject({ statusCode: 401 });
    }
    expect((await call('/generate-authenticate-options')).statusCode).toBe(200);
  });

  it('refuses bad input with a readable 400, never a 500', async () => {
    const id = crypto.randomUUID();
    const cases: [string, unknown, string][] = [
      ['/update-passkey', { id, name: '' }, 'name'],
      ['/update-passkey', { id, name: 'x'.repeat(81) }, 'name'],
      ['/update-passkey', { id, name: '<b>Laptop</b>' }, 'name'],
      ['/update-passkey', { id: 'not-an-id', name: 'Laptop' }, 'id'],
      ['/delete-passkey', { id: 42 }, 'id'],
      ['/delete-passkey', { id, userId: owner.id }, 'userId'],
      [
        '/verify-registration',
        { response: { id: 'x', type: 'public-key' }, createSession: true },
        'createSession',
      ],
      ['/verify-registration', { response: 'yes' }, 'response'],
      ['/verify-authentication', {}, 'response'],
    ];
    for (const [path, body, field] of cases) {
      const response = await call(path, owner.cookie, body);
      expect(response.statusCode, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, fields: { [field]: expect.any(String) } });
    }
    const badQuery = await call('/generate-register-options?authenticatorAttachment=usb', owner.cookie);
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json().fields).toHaveProperty('authenticatorAttachment');

    // An answer without the ceremony's cookie, and a forged one, are refused as such.
    const lone = await call('/verify-authentication', undefined, {
      response: { id: 'x', type: 'public-key' },
    });
    expect(lone.statusCode).toBe(400);
    const { challenge } = await ceremony('/generate-authenticate-options');
    const forged = await call('/verify-authentication', challenge, {
      response: { id: 'x', rawId: 'x', type: 'public-key', response: { clientDataJSON: 'e30' } },
    });
    expect([400, 401]).toContain(forged.statusCode);
    expect(forged.json().message).toEqual(expect.any(String));
  });

  it('asks for the password again before adding a passkey, or a recent sign-in without one', async () => {
    const reader = await registerUser(t);
    const party = passkeyParty(t.config.publicUrl);
    const withoutPassword = await addPasskey(reader, createSoftPasskey(party.rpID, party.origin), 'A', null);
    expect(withoutPassword.statusCode).toBe(400);
    expect(withoutPassword.json()).toMatchObject({
      message: 'Enter your password to add a passkey.',
      fields: { password: expect.any(String) },
    });
    const wrong = await addPasskey(reader, createSoftPasskey(party.rpID, party.origin), 'B', 'Wrong#Pass99');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('INVALID_PASSWORD');
    expect(await listOf(reader)).toEqual([]);

    // An account without a password (Google only): a sign-in of the last ten minutes, and no older.
    const { db } = t.database;
    await db.update(account).set({ password: null }).where(eq(account.userId, reader.id));
    await db
      .update(session)
      .set({ createdAt: new Date(Date.now() - 11 * 60 * 1000) })
      .where(eq(session.userId, reader.id));
    const stale = await addPasskey(reader, createSoftPasskey(party.rpID, party.origin), 'C', null);
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toMatchObject({ code: 'SIGN_IN_AGAIN' });
    expect(await listOf(reader)).toEqual([]);

    await db.update(session).set({ createdAt: new Date() }).where(eq(session.userId, reader.id));
    const fresh = await addPasskey(reader, createSoftPasskey(party.rpID, party.origin), 'D', null);
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(await listOf(reader)).toEqual([expect.objectContaining({ name: 'D' })]);
  });

  it('ties a passkey to the site’s origin: an answer made for another origin adds nothing', async () => {
    const party = passkeyParty(t.config.publicUrl);
    const elsewhere = createSoftPasskey(party.rpID, 'https://elsewhere.example');
    const added = await addPasskey(owner, elsewhere);
    expect(added.statusCode).toBe(400);
    expect(await listOf(owner)).toEqual([]);
  });
});
