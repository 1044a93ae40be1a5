import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, signUp, someAddress, verificationLink } from '../../../../tests/setup/auth';
import { expectSiteMail, linkTo } from '../../../../tests/setup/mail-checks';
import { createSmtpTestApp } from '../../../../tests/setup/smtp-app';
import type { SmtpSink } from '../../../../tests/setup/smtp-sink';
import type { TestApp } from '../../../../tests/setup/test-app';

// The welcome, the password reset and the newsletter confirmation, each as a real SMTP server receives it
// (the address confirmation: mail-delivery.test.ts; notices about articles and premium: transactional-mails.test.ts).
let t: TestApp;
let smtp: SmtpSink;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, smtp, close } = await createSmtpTestApp());
});
afterAll(() => close());

/** The messages with this subject that reached the address, once the queue is idle. */
async function received(to: string, subject: string) {
  await t.mailsSettled();
  return smtp.to(to).filter((mail) => mail.parsed.subject === subject);
}

describe('mails about an account and the newsletter, over SMTP', () => {
  it('welcomes a reader once the address is confirmed, with links to read, the free month and writing', async () => {
    const account = await signUp(t, { email: 'welcome@example.test', name: 'Ada' });
    expect(await received(account.email, 'Welcome to Broadsheet')).toEqual([]);
    const confirmed = await t.app.inject({ method: 'GET', url: await verificationLink(t, account.email) });
    expect(confirmed.statusCode).toBe(302);

    const mails = await received(account.email, 'Welcome to Broadsheet');
    expect(mails).toHaveLength(1);
    const mail = expectSiteMail(mails[0], 'Welcome to Broadsheet');
    expect(mail.text).toContain('Hello Ada,');
    expect(mail.text).toContain('Your address is confirmed and your account is ready.');
    expect(mail.html).toContain('Start reading');
    expect(mail.links).toContain('http://localhost:3000/');
    // The free month and writing are links in the HTML, and spelled out after their labels in the text.
    for (const [label, url] of [
      ['Start your free month', 'http://localhost:3000/subscription/0'],
      ['Write an article', 'http://localhost:3000/addArticles'],
    ]) {
      expect(mail.html).toMatch(new RegExp(`<a href="${url}"[^>]*>${label}</a>`));
      expect(mail.text).toContain(`${label} ${url}`);
    }
  });

  it('sends a password reset whose link, followed, leads to the form with a token that sets a new password', async () => {
    const reader = await registerUser(t, { email: 'forgetful@example.test', name: 'Grace' });
    const request = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      remoteAddress: someAddress(),
      payload: { email: reader.email, redirectTo: '/reset-password' },
    });
    expect(request.statusCode).toBe(200);

    const mails = await received(reader.email, 'Reset your Broadsheet password');
    expect(mails).toHaveLength(1);
    const mail = expectSiteMail(mails[0], 'Reset your Broadsheet password');
    expect(mail.text).toContain('Hello Grace,');
    expect(mail.text).toContain('open this link within an hour');
    expect(mail.html).toContain('Choose a new password');

    const followed = await t.app.inject({ method: 'GET', url: linkTo(mail, '/api/auth/reset-password/') });
    expect(followed.statusCode).toBe(302);
    const form = new URL(String(followed.headers.location), 'http://localhost:3000');
    expect(form.pathname).toBe('/reset-password');
    const token = form.searchParams.get('token');
    expect(token).toBeTruthy();
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'N3w#Password' },
    });
    expect(reset.statusCode).toBe(200);
  });

  it('asks a new subscriber to confirm, with a link that confirms, and sends nothing else before', async () => {
    const address = 'subscriber@example.test';
    const subject = 'Confirm your subscription to the Broadsheet newsletter';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      remoteAddress: someAddress(),
      payload: { email: address },
    });
    expect(response.statusCode).toBe(200);

    await t.mailsSettled();
    expect(smtp.to(address).map((m) => m.parsed.subject)).toEqual([subject]);
    const mail = expectSiteMail(smtp.to(address)[0], subject);
    expect(mail.text).toContain('Until you confirm, we send nothing else to this address.');
    expect(mail.html).toContain('Confirm my subscription');

    const link = linkTo(mail, '/newsletter/confirm?token=');
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/confirm',
      payload: { token: new URLSearchParams(link.slice(link.indexOf('?'))).get('token') },
    });
    expect(confirmed.json()).toEqual({ result: 'confirmed' });
  });
});
