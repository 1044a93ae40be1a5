import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, registerUser, someAddress } from '../setup/auth';
import { createTestApp, type TestApp } from '../setup/test-app';

// Session tokens are the API's bearer tokens (docs/security.md#sessions-and-tokens): made by the identity
// library from a CSPRNG, long enough not to be guessed (OWASP ASVS 5.0 7.2.3: 128 bits at least), and new at
// every sign-in (7.2.4; docs/security/asvs.md). The session a signed-in browser came with is not ended by
// signing in again: the map says so.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signIn = (email: string, password: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress: someAddress(),
    ...(cookie ? { headers: { cookie } } : {}),
    payload: { email, password },
  });
const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });

describe('session tokens', () => {
  it('are at least 128 bits of letters and digits, and never the same twice', async () => {
    const reader = await registerUser(t);
    const tokens = new Set<string>();
    for (let round = 0; round < 3; round += 1) {
      const response = await signIn(reader.email, reader.password);
      expect(response.statusCode).toBe(200);
      const token = response.json().token as string;
      // 32 characters of 62 kinds: about 190 bits.
      expect(token).toMatch(/^[A-Za-z0-9]{32,}$/);
      expect(Math.log2(62) * token.length).toBeGreaterThanOrEqual(128);
      tokens.add(token);
    }
    expect(tokens.size).toBe(3);
    // Each sign-in hashes a password on purpose slowly: room for a busy machine.
  }, 60_000);

  it('a sign-in made with a session cookie gets a new token, never the one it came with', async () => {
    const reader = await registerUser(t);
    const first = await signIn(reader.email, reader.password);
    const firstToken = first.json().token as string;
    const again = await signIn(reader.email, reader.password, cookieHeader(first.headers['set-cookie']));
    expect(again.statusCode).toBe(200);
    const secondToken = again.json().token as string;
    expect(secondToken).not.toBe(firstToken);
    expect((await me(secondToken)).statusCode).toBe(200);
  });
});
