import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, cookieHeader, registerUser, someAddress, TEST_PASSWORD } from '../../../../tests/setup/auth';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { keyOf, totpCode } from '../../../../tests/setup/totp';
import { createSoftPasskey } from '../../../../tests/setup/webauthn';
import { passkeyParty } from './identity-settings';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ STAFF_SECOND_STEP: 'required' });
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

describe('staff must have a second step where the setting asks for it', () => {
  it('an editor or admin without one is refused every staff route, keeps their profile, and is let in once they add an app', async () => {
    const editor = await registerUser(t, { role: 'editor' });
    const admin = await registerUser(t, { role: 'admin' });
    const reader = await registerUser(t);

    const queue = await t.app.inject(as(editor, { method: 'GET', url: '/api/comments/moderation' }));
    expect(queue.statusCode).toBe(403);
    expect(queue.json().code).toBe('SECOND_STEP_REQUIRED');
    const users = await t.app.inject(as(admin, { method: 'GET', url: '/api/users' }));
    expect(users.statusCode).toBe(403);
    expect(users.json().code).toBe('SECOND_STEP_REQUIRED');
    // A reader is asked nothing; staff keep their own profile, where the second step is added.
    expect((await t.app.inject(as(reader, { method: 'GET', url: '/api/me' }))).statusCode).toBe(200);
    expect((await t.app.inject(as(editor, { method: 'GET', url: '/api/me' }))).statusCode).toBe(200);
    const readerAsks = await t.app.inject(as(reader, { method: 'GET', url: '/api/comments/moderation' }));
    expect(readerAsks.json().code).toBe('FORBIDDEN');

    const enabled = await post('/two-factor/enable', editor.cookie, { password: TEST_PASSWORD });
    // Turned on but not yet confirmed with a code, the app is no second step.
    const unconfirmed = await t.app.inject(as(editor, { method: 'GET', url: '/api/comments/moderation' }));
    expect(unconfirmed.statusCode).toBe(403);
    const confirmed = await post('/two-factor/verify-totp', editor.cookie, {
      code: totpCode(keyOf(enabled.json().totpURI)),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const session = cookieHeader(confirmed.headers['set-cookie']);
    const token = (
      await t.app.inject({ method: 'POST', url: '/api/jwt', headers: { cookie: session } })
    ).json().token;
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/comments/moderation',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.statusCode, after.body).toBe(200);
  });

  it('a passkey is a second step too: an admin who adds one is let in, and refused again once it is removed', async () => {
    const admin = await registerUser(t, { role: 'admin' });
    const users = () => t.app.inject(as(admin, { method: 'GET', url: '/api/users' }));
    expect((await users()).statusCode).toBe(403);
    const party = passkeyParty(t.config.publicUrl);
    const key = createSoftPasskey(party.rpID, party.origin);
    const options = await t.app.inject({
      method: 'GET',
      url: '/api/auth/passkey/generate-register-options',
      headers: { cookie: admin.cookie },
      remoteAddress: someAddress(),
    });
    const challenge = cookieHeader(options.headers['set-cookie']);
    const added = await post('/passkey/verify-registration', `${admin.cookie}; ${challenge}`, {
      response: key.register(options.json()),
      password: admin.password,
    });
    expect(added.statusCode, added.body).toBe(200);
    expect((await users()).statusCode).toBe(200);
    const removed = await post('/passkey/delete-passkey', admin.cookie, {
      id: added.json().id,
      password: admin.password,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await users()).json().code).toBe('SECOND_STEP_REQUIRED');
  });

  it('is off unless asked for outside production', async () => {
    expect(t.config.staffSecondStep).toBe(true);
    const other = await createTestApp();
    try {
      expect(other.config.staffSecondStep).toBe(false);
      const editor = await registerUser(other, { role: 'editor' });
      const queue = await other.app.inject(as(editor, { method: 'GET', url: '/api/comments/moderation' }));
      expect(queue.statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});
