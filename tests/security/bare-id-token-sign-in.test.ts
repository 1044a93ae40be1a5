import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, registerUser, type TestUser } from '../setup/auth';
import { createTestApp, type TestApp } from '../setup/test-app';

// The identity library's social sign-in also takes a bare ID token in the body (`idToken`): no redirect,
// no state, no PKCE, a token obtained for any client of the provider's project. The site uses only the
// redirect flow, so the ID-token way in (and linking an account with one) is closed whatever the provider.

let t: TestApp;
let reader: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  reader = await registerUser(t);
});
afterAll(() => t.close());

const FAKE_ID_TOKEN = 'eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIiwiZW1haWwiOiJ2QGV4YW1wbGUudGVzdCJ9.';

describe('a bare ID token', () => {
  it.each(['google', 'apple'])('to sign-in/social (provider %j) → 400, no session', async (provider) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      payload: { provider, idToken: { token: FAKE_ID_TOKEN, nonce: 'n' } },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('to link-social → 400', async () => {
    const response = await t.app.inject(
      as(reader, {
        method: 'POST',
        url: '/api/auth/link-social',
        payload: { provider: 'google', idToken: { token: FAKE_ID_TOKEN } },
      }),
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });
});
