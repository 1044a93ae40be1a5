import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, signUp, someAddress } from '../../../../tests/setup/auth';
import { createSmtpTestApp } from '../../../../tests/setup/smtp-app';
import { addressesOf, type SmtpSink } from '../../../../tests/setup/smtp-sink';
import type { TestApp } from '../../../../tests/setup/test-app';
import { mailMessages, mailSuppressions } from '../../db/schema';

// Delivery through a real SMTP server on loopback: what arrives, what a 5xx and a 4xx answer do.
let t: TestApp;
let smtp: SmtpSink;
let close: () => Promise<void>;
const BOUNCING = 'gone@bounce.example.test';
const LATER = 'later@slow.example.test';
let laterRefusals = 0;

beforeAll(async () => {
  ({ t, smtp, close } = await createSmtpTestApp({
    answerFor: (address) => {
      if (address === BOUNCING) return 550;
      if (address === LATER && laterRefusals < 2) {
        laterRefusals++;
        return 451;
      }
      return undefined;
    },
    mailRetryDelaySeconds: 1,
  }));
});
afterAll(() => close());

const rowsTo = (to: string) => t.database.db.select().from(mailMessages).where(eq(mailMessages.to, to));

describe('mail over SMTP', () => {
  it('delivers a confirmation link as HTML and plain text, from the site, with absolute links that work', async () => {
    const before = smtp.received.length;
    const account = await signUp(t, { email: 'smtp-reader@example.test', name: 'Ada' });
    await t.mailsSettled();
    await smtp.waitFor(before + 1);
    const [mail] = smtp.to(account.email);
    if (!mail) throw new Error('no confirmation mail arrived');
    const parsed = mail.parsed;
    expect(parsed.subject).toBe('Confirm your e-mail address for Broadsheet');
    expect(addressesOf(parsed.from)).toEqual(['no-reply@localhost']);
    expect(addressesOf(parsed.to)).toEqual([account.email]);
    expect(parsed.messageId).toMatch(/^<[0-9a-f-]{36}@localhost>$/);
    expect(parsed.text).toContain('Hello Ada,');
    expect(parsed.html).toContain('<h1');
    expect(parsed.html).toContain('Confirm my address');
    // Every link is absolute, on PUBLIC_URL; no image comes from anywhere else.
    const hrefs = [...String(parsed.html).matchAll(/href="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(hrefs.length).toBeGreaterThan(1);
    for (const href of hrefs) expect(href.replaceAll('&amp;', '&')).toMatch(/^http:\/\/localhost:3000\//);
    expect(String(parsed.html)).not.toMatch(/<img[^>]+src="(?!http:\/\/localhost:3000\/)/);

    const link = parsed.text?.match(/http:\/\/localhost:3000\/api\/auth\/verify-email\?\S+/)?.[0] ?? '';
    expect(link).not.toBe('');
    const followed = await t.app.inject({ method: 'GET', url: link.replace('http://localhost:3000', '') });
    expect(followed.statusCode).toBe(302);
    expect(followed.headers['set-cookie']).toBeDefined();

    // Confirming the address sends the welcome, once.
    await t.mailsSettled();
    await smtp.waitFor(before + 2);
    const welcome = smtp.to(account.email).filter((m) => m.parsed.subject === 'Welcome to Broadsheet');
    expect(welcome).toHaveLength(1);
    expect(welcome[0]?.parsed.text).toContain('http://localhost:3000/addArticles');
  });

  it('sends a message with the same key once, however often it is asked for', async () => {
    const before = smtp.to('once@example.test').length;
    for (let i = 0; i < 3; i++)
      await t.app.mail.send({
        kind: 'welcome',
        to: 'once@example.test',
        key: 'welcome:once',
        data: { name: 'Once' },
      });
    await t.mailsSettled();
    expect(smtp.to('once@example.test').length - before).toBe(1);
    expect(await rowsTo('once@example.test')).toMatchObject([{ state: 'sent', attempts: 1 }]);
  });

  it('marks an address whose server answers 550 as bouncing, and skips it next time', async () => {
    await t.app.mail.send({
      kind: 'welcome',
      to: BOUNCING,
      key: 'welcome:bouncing-1',
      data: { name: 'Gone' },
    });
    await t.mailsSettled();
    expect(await rowsTo(BOUNCING)).toMatchObject([
      { state: 'bounced', lastError: expect.stringMatching(/^550/) },
    ]);
    const suppressed = await t.database.db.select().from(mailSuppressions);
    expect(suppressed.map((row) => row.email)).toContain(BOUNCING);

    await t.app.mail.send({
      kind: 'welcome',
      to: BOUNCING,
      key: 'welcome:bouncing-2',
      data: { name: 'Gone' },
    });
    await t.mailsSettled();
    const rows = await rowsTo(BOUNCING);
    expect(rows.find((row) => row.key === 'welcome:bouncing-2')).toMatchObject({
      state: 'skipped',
      attempts: 1,
    });
    expect(smtp.to(BOUNCING)).toEqual([]);
  });

  it('tries again after a 4xx answer, with a pause, until the message gets through', async () => {
    await t.app.mail.send({ kind: 'welcome', to: LATER, key: 'welcome:later', data: { name: 'Later' } });
    await t.mailsSettled();
    expect(laterRefusals).toBe(2);
    expect(smtp.to(LATER)).toHaveLength(1);
    expect(await rowsTo(LATER)).toMatchObject([{ state: 'sent', attempts: 3, lastError: null }]);
  }, 30_000);

  it('still sends a reset link the reader asks for to an address that bounced, and clears the mark when it gets through', async () => {
    const reader = await registerUser(t, { email: 'came-back@example.test' });
    await t.database.db.insert(mailSuppressions).values({ email: reader.email, reason: '550 earlier' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      remoteAddress: someAddress(),
      payload: { email: reader.email, redirectTo: '/reset-password' },
    });
    expect(response.statusCode).toBe(200);
    await t.mailsSettled();
    expect(smtp.to(reader.email).map((m) => m.parsed.subject)).toContain('Reset your Broadsheet password');
    const left = await t.database.db
      .select()
      .from(mailSuppressions)
      .where(eq(mailSuppressions.email, reader.email));
    expect(left).toEqual([]);
  });
});
