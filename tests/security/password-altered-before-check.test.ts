import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, someAddress } from '../setup/auth';
import { createTestApp, type TestApp } from '../setup/test-app';

// A password is checked exactly as typed (OWASP ASVS 5.0 6.2.8): never cut short, trimmed or changed in
// case, and a long passphrase (64 characters and more, 6.2.9) is taken whole (docs/security/asvs.md).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signIn = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress: someAddress(),
    payload: { email, password },
  });

describe('a password', () => {
  it('of 64 and of 128 characters is taken at sign-up and signs in', async () => {
    for (const length of [64, 128]) {
      const password = `Long#Pass1 ${'correct horse battery staple '.repeat(5)}`.slice(0, length);
      expect(password).toHaveLength(length);
      const reader = await registerUser(t, { password });
      const response = await signIn(reader.email, password);
      expect(response.statusCode, response.body).toBe(200);
    }
  });

  it('is checked as typed: another case, a character short or a space more signs nobody in', async () => {
    const password = `Exact#Words9 ${'x'.repeat(60)}`;
    const reader = await registerUser(t, { password });
    for (const altered of [
      password.toLowerCase(),
      password.toUpperCase(),
      password.slice(0, -1),
      password.slice(0, 64),
      `${password} `,
      ` ${password}`,
    ]) {
      const response = await signIn(reader.email, altered);
      expect(response.statusCode, JSON.stringify(altered)).toBe(401);
    }
    expect((await signIn(reader.email, password)).statusCode).toBe(200);
  });
});
