import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, registerUser, someAddress, TEST_PASSWORD, type TestUser } from '../setup/auth';
import { createTestApp, type TestApp } from '../setup/test-app';
import { keyOf, totpCode } from '../setup/totp';

// The authenticator app's key and the backup codes are random enough not to be guessed (OWASP ASVS 5.0 6.5.3
// and 6.5.4; docs/security/asvs.md): a key of at least 128 bits, codes of 10 letters and digits (about 60
// bits, where 20 are asked), none repeated across readers or when new ones are made.

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

async function enable(reader: TestUser) {
  const enabled = await post('/two-factor/enable', reader.cookie, { password: TEST_PASSWORD });
  expect(enabled.statusCode, enabled.body).toBe(200);
  return enabled.json() as { totpURI: string; backupCodes: string[] };
}

const CODE = /^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/;

describe('second-step secrets', () => {
  it('are long and random: keys of 160 bits, codes of about 60, none the same twice', async () => {
    const seen = new Set<string>();
    const keys = new Set<string>();
    for (let reader = 0; reader < 2; reader += 1) {
      const { totpURI, backupCodes } = await enable(await registerUser(t));
      const key = keyOf(totpURI);
      // Base32: five bits a character.
      expect(key.replace(/=+$/, '').length * 5).toBeGreaterThanOrEqual(128);
      keys.add(key);
      expect(backupCodes).toHaveLength(10);
      for (const code of backupCodes) {
        expect(code).toMatch(CODE);
        expect(Math.log2(62) * code.replace('-', '').length).toBeGreaterThanOrEqual(20);
        seen.add(code);
      }
    }
    expect(keys.size).toBe(2);
    expect(seen.size).toBe(20);
  });

  it('new backup codes share none with the old ones', async () => {
    const reader = await registerUser(t);
    const { totpURI, backupCodes } = await enable(reader);
    const confirmed = await post('/two-factor/verify-totp', reader.cookie, {
      code: totpCode(keyOf(totpURI)),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const cookie = cookieHeader(confirmed.headers['set-cookie']);
    const fresh = await post('/two-factor/generate-backup-codes', cookie, { password: TEST_PASSWORD });
    expect(fresh.statusCode, fresh.body).toBe(200);
    const next = fresh.json().backupCodes as string[];
    expect(next).toHaveLength(10);
    expect(next.every((code) => CODE.test(code) && !backupCodes.includes(code))).toBe(true);
  });
});
