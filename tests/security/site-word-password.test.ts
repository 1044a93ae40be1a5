import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSiteWordPassword } from '../../src/server/modules/auth/common-passwords';
import { as, registerUser, someAddress } from '../setup/auth';
import { createTestApp, type TestApp } from '../setup/test-app';

// A password made of this site's own words ("Broadsheet#2026", "TheGuardian1!", the configured site name)
// keeps the spec's rules and is on no list of common passwords, yet it is the first a guesser tries here
// (OWASP ASVS 5.0 6.1.2 and 6.2.11; docs/security.md#passwords).

const MESSAGE = 'This password is a word from this site, and easy to guess here. Please choose another.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SITE_NAME: 'Daily Ledger' });
});
afterAll(() => t.close());

const signUp = (password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    remoteAddress: someAddress(),
    payload: { email: `words-${crypto.randomUUID().slice(0, 8)}@example.test`, name: 'Word Smith', password },
  });

describe('a password made of the site’s own words', () => {
  it.each([
    'Broadsheet#2026',
    'BROADSHEET1!',
    'TheGuardian1!',
    'The Guardian 1!',
    'Washington Post 7!',
    'DailyLedger1!',
  ])('is refused at sign-up: %s', async (password) => {
    const response = await signUp(password);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'PASSWORD_RULE', message: MESSAGE });
  });

  it('is refused on a password change too, and the old one keeps working', async () => {
    const reader = await registerUser(t);
    const response = await t.app.inject(
      as(reader, {
        method: 'POST',
        url: '/api/auth/change-password',
        payload: { currentPassword: reader.password, newPassword: 'Daily Ledger#2026' },
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGE);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: someAddress(),
      payload: { email: reader.email, password: reader.password },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('is a rule about whole passwords: one word of the site among others is fine', async () => {
    expect(isSiteWordPassword('Broadsheet#Tulip-Harbour9', 'Broadsheet')).toBe(false);
    expect(isSiteWordPassword('Guardian of Tulips 4!', 'Broadsheet')).toBe(false);
    expect(isSiteWordPassword('Guardian#1', 'Broadsheet')).toBe(true);
    expect(isSiteWordPassword('Daily-Ledger#1', 'Daily Ledger')).toBe(true);
    const response = await signUp('Broadsheet#Tulip-Harbour9');
    expect(response.statusCode, response.body).toBe(200);
  });
});
