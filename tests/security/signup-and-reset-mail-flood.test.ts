import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAILS_PER_ADDRESS_PER_HOUR } from '../../src/server/modules/auth/auth';
import { registerUser, someAddress, TEST_PASSWORD, type TestUser } from '../setup/auth';
import { createTestApp, type TestApp } from '../setup/test-app';

// One address made 40 accounts in under five seconds, and fifteen reset mails went to one inbox: nothing
// limited sign-ups or the mails they and the reset form send. Each new account also came with a free
// month and limits of its own. Now sign-ups, reset and confirmation requests are limited per client
// address, and each kind of mail reaches one inbox only a few times an hour, whoever asks.

let t: TestApp;
let victim: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  victim = await registerUser(t, { email: 'victim@example.test' });
});
afterAll(() => t.close());

const post = (url: string, payload: Record<string, unknown>, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress });

const mailsTo = (email: string, subject: RegExp) =>
  t.mails.filter((mail) => mail.to === email && subject.test(mail.subject)).length;

describe('a flood of sign-ups and mails', () => {
  it('limits sign-ups from one address', async () => {
    const address = someAddress();
    const answers: number[] = [];
    for (let index = 0; index < 15; index++) {
      const response = await post(
        '/api/auth/sign-up/email',
        { name: 'Bulk', email: `bulk-${index}@example.test`, password: TEST_PASSWORD },
        address,
      );
      answers.push(response.statusCode);
      if (response.statusCode === 429)
        expect(response.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    }
    expect(answers.filter((status) => status === 200)).toHaveLength(t.config.signUpLimitPerAddress);
    expect(answers.slice(t.config.signUpLimitPerAddress).every((status) => status === 429)).toBe(true);
    // Another address is not held back by the first.
    const other = await post(
      '/api/auth/sign-up/email',
      { name: 'Other', email: 'other-address@example.test', password: TEST_PASSWORD },
      someAddress(),
    );
    expect(other.statusCode).toBe(200);
  });

  it('counts the address the site resolved, whatever forwarding headers the client writes', async () => {
    const address = someAddress();
    const statuses: number[] = [];
    for (let index = 0; index < t.config.signUpLimitPerAddress + 3; index++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: { name: 'Forged', email: `forged-${index}@example.test`, password: TEST_PASSWORD },
        remoteAddress: address,
        headers: {
          'x-forwarded-for': someAddress(),
          'x-real-ip': someAddress(),
          'x-broadsheet-client-address': someAddress(),
        },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(t.config.signUpLimitPerAddress);
  });

  it('sends a few reset mails an hour to one inbox, however many addresses ask, and answers alike', async () => {
    const before = mailsTo(victim.email, /Reset/);
    const bodies = new Set<string>();
    for (let index = 0; index < 15; index++) {
      const response = await post(
        '/api/auth/request-password-reset',
        { email: victim.email, redirectTo: 'http://localhost:3000/reset-password' },
        someAddress(),
      );
      expect(response.statusCode).toBe(200);
      bodies.add(response.body);
    }
    await t.mailsSettled();
    expect(mailsTo(victim.email, /Reset/) - before).toBe(MAILS_PER_ADDRESS_PER_HOUR);
    expect(bodies.size).toBe(1);
  });

  it('limits reset requests from one address, whichever inboxes they name', async () => {
    const address = someAddress();
    const answers: number[] = [];
    for (let index = 0; index < 10; index++) {
      const response = await post(
        '/api/auth/request-password-reset',
        { email: `nobody-${index}@example.test`, redirectTo: 'http://localhost:3000/reset-password' },
        address,
      );
      answers.push(response.statusCode);
    }
    expect(answers.slice(0, 5).every((status) => status === 200)).toBe(true);
    expect(answers.slice(5).every((status) => status === 429)).toBe(true);
  });

  it('sends a few confirmation mails an hour to one inbox, and limits the requests per address', async () => {
    const pending = 'pending@example.test';
    await post(
      '/api/auth/sign-up/email',
      { name: 'Pending', email: pending, password: TEST_PASSWORD },
      someAddress(),
    );
    for (let index = 0; index < 10; index++) {
      const response = await post('/api/auth/send-verification-email', { email: pending }, someAddress());
      expect(response.statusCode).toBe(200);
    }
    await t.mailsSettled();
    expect(mailsTo(pending, /Confirm your e-mail address/)).toBe(MAILS_PER_ADDRESS_PER_HOUR);

    const address = someAddress();
    const answers: number[] = [];
    for (let index = 0; index < 7; index++) {
      answers.push(
        (await post('/api/auth/send-verification-email', { email: `n-${index}@example.test` }, address))
          .statusCode,
      );
    }
    expect(answers.slice(5).every((status) => status === 429)).toBe(true);
  }, 30_000);

  it('sends a few "you already have an account" mails an hour to one inbox', async () => {
    const before = mailsTo(victim.email, /Someone tried to register/);
    for (let index = 0; index < 8; index++) {
      const response = await post(
        '/api/auth/sign-up/email',
        { name: 'Again', email: victim.email, password: TEST_PASSWORD },
        someAddress(),
      );
      expect(response.statusCode).toBe(200);
    }
    await t.mailsSettled();
    expect(mailsTo(victim.email, /Someone tried to register/) - before).toBe(MAILS_PER_ADDRESS_PER_HOUR);
  });
});
