import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  cookieHeader,
  registerUser,
  signIn,
  someAddress,
  TEST_PASSWORD,
} from '../../../../tests/setup/auth';
import { turnOnApp } from '../../../../tests/setup/authenticator-app';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { createSoftPasskey } from '../../../../tests/setup/webauthn';
import { passkeyParty } from './identity-settings';

// Adding or removing a second step left the account's other sessions open: one opened by whoever had the
// password (on another device) outlived the factor the owner added against them.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (path: string, cookie: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/auth${path}`,
    headers: { cookie },
    remoteAddress: someAddress(),
    payload,
  });
const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });

describe('a factor added or removed ends every other session of the account', () => {
  it('turning on an authenticator app signs out the other devices, and keeps the session that did it', async () => {
    const reader = await registerUser(t);
    const elsewhere = await signIn(t.app, reader.email, TEST_PASSWORD);
    expect((await me(elsewhere.token)).statusCode).toBe(200);

    const { token } = await turnOnApp(t, reader);

    expect((await me(elsewhere.token)).statusCode).toBe(401);
    expect((await me(token)).statusCode).toBe(200);
  });

  it('adding a passkey and removing it each sign out the other devices', async () => {
    const reader = await registerUser(t);
    const party = passkeyParty(t.config.publicUrl);
    const key = createSoftPasskey(party.rpID, party.origin);
    const first = await signIn(t.app, reader.email, TEST_PASSWORD);
    const options = await t.app.inject({
      method: 'GET',
      url: '/api/auth/passkey/generate-register-options',
      headers: { cookie: reader.cookie },
      remoteAddress: someAddress(),
    });
    const challenge = cookieHeader(options.headers['set-cookie']);
    const added = await post('/passkey/verify-registration', `${reader.cookie}; ${challenge}`, {
      response: key.register(options.json()),
      password: reader.password,
    });
    expect(added.statusCode, added.body).toBe(200);
    expect((await me(first.token)).statusCode).toBe(401);
    expect((await t.app.inject(as(reader, { method: 'GET', url: '/api/me' }))).statusCode).toBe(200);

    const second = await signIn(t.app, reader.email, TEST_PASSWORD);
    const removed = await post('/passkey/delete-passkey', reader.cookie, {
      id: added.json().id,
      password: reader.password,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await me(second.token)).statusCode).toBe(401);
    expect((await t.app.inject(as(reader, { method: 'GET', url: '/api/me' }))).statusCode).toBe(200);
  });
});
