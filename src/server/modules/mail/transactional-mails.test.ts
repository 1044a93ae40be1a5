import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticle } from '../../../../tests/factories';
import { as, registerUser, type TestUser } from '../../../../tests/setup/auth';
import { expectSiteMail } from '../../../../tests/setup/mail-checks';
import { createSmtpTestApp } from '../../../../tests/setup/smtp-app';
import type { SmtpSink } from '../../../../tests/setup/smtp-sink';
import type { TestApp } from '../../../../tests/setup/test-app';
import { mailMessages, user } from '../../db/schema';
import { PREMIUM_REMINDERS_QUEUE } from '../payments/payment-mails';

// Every notice the site sends about an account, an article or premium, received by a real SMTP server.
let t: TestApp;
let smtp: SmtpSink;
let close: () => Promise<void>;
let editor: TestUser;
let author: TestUser;
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  ({ t, smtp, close } = await createSmtpTestApp());
  editor = await registerUser(t, { email: 'editor@example.test', role: 'admin' });
  author = await registerUser(t, { email: 'author@example.test', name: 'Grace' });
});
afterAll(() => close());

/** The messages with this subject that reached the address, once the queue is idle. */
async function received(to: string, subject: RegExp) {
  await t.mailsSettled();
  return smtp.to(to).filter((mail) => subject.test(mail.parsed.subject ?? ''));
}

describe('notices to authors, readers and subscribers', () => {
  it('tells the author an article was approved, once, with a link to it', async () => {
    const article = await createArticle(t.database.db, { authorId: author.id, title: 'Harbour lights' });
    for (let i = 0; i < 2; i++)
      expect(
        (await t.app.inject(as(editor, { method: 'PATCH', url: `/api/admin-articles/${article.id}` })))
          .statusCode,
      ).toBe(200);
    const mails = await received(author.email, /^Your article is published: Harbour lights$/);
    expect(mails).toHaveLength(1);
    const mail = expectSiteMail(mails[0], 'Your article is published: Harbour lights');
    expect(mail.text).toContain('Hello Grace,');
    expect(mail.links).toContain(`http://localhost:3000/articlesDetails/${article.id}`);
    expect(mail.html).toContain('Read it on the site');
  });

  it('tells the author an article was declined, with the editors’ reason and a link to edit and resubmit', async () => {
    const article = await createArticle(t.database.db, { authorId: author.id, title: 'Night market' });
    const response = await t.app.inject(
      as(editor, {
        method: 'PATCH',
        url: `/api/decline-articles/${article.id}`,
        payload: { reason: 'Please name your sources <and> check the dates.' },
      }),
    );
    expect(response.statusCode).toBe(200);
    const mails = await received(author.email, /^Your article needs changes: Night market$/);
    expect(mails).toHaveLength(1);
    const mail = expectSiteMail(mails[0], 'Your article needs changes: Night market');
    expect(mail.text).toContain('Please name your sources <and> check the dates.');
    expect(mail.links).toContain(`http://localhost:3000/updateArticles/${article.id}`);
    // The reason is text in the HTML, never markup.
    expect(mail.html).toContain('Please name your sources &lt;and&gt; check the dates.');
    expect(mail.html).toContain('Edit and resubmit');
  });

  it('sends a receipt for a payment, once however often it is confirmed', async () => {
    const reader = await registerUser(t, { email: 'payer@example.test', name: 'Payer' });
    const intent = await t.app.inject(
      as(reader, {
        method: 'POST',
        url: '/api/create-payment-intent',
        payload: { plan: 'premium', days: 30 },
      }),
    );
    const { clientSecret, intentId } = intent.json();
    await t.app.inject(
      as(reader, {
        method: 'POST',
        url: '/api/test-payments/confirm',
        payload: {
          clientSecret,
          card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' },
        },
      }),
    );
    const order = { transactionId: intentId, plan: 'premium', days: 30, totalPrice: 29.99 };
    for (let i = 0; i < 2; i++)
      expect(
        (await t.app.inject(as(reader, { method: 'POST', url: '/api/payment', payload: order }))).statusCode,
      ).toBeLessThan(300);
    const mails = await received(reader.email, /^Your Broadsheet receipt: Premium, 30 days$/);
    expect(mails).toHaveLength(1);
    const mail = expectSiteMail(mails[0], 'Your Broadsheet receipt: Premium, 30 days');
    for (const part of ['Premium', '30 days', '$29.99', intentId, 'Premium until', 'UTC']) {
      expect(mail.text).toContain(part);
      expect(mail.html).toContain(part);
    }
    expect(mail.links).toContain('http://localhost:3000/my-payment-history');
  });

  it('reminds readers three days before premium ends and tells them when it has ended, once per period', async () => {
    const ending = await registerUser(t, { email: 'ending@example.test', name: 'Ending' });
    const ended = await registerUser(t, { email: 'ended@example.test', name: 'Ended' });
    const later = await registerUser(t, { email: 'later@example.test', name: 'Later' });
    const now = Date.now();
    const set = (id: string, until: number) =>
      t.database.db
        .update(user)
        .set({ premiumUntil: new Date(until) })
        .where(eq(user.id, id));
    await set(ending.id, now + 2.5 * DAY_MS);
    await set(ended.id, now - DAY_MS);
    await set(later.id, now + 10 * DAY_MS);

    // The daily job, run twice (as two processes of a cluster might): one mail each.
    for (let i = 0; i < 2; i++) {
      await t.app.jobs.send(PREMIUM_REMINDERS_QUEUE, {});
      await t.app.jobs.settled(PREMIUM_REMINDERS_QUEUE);
    }
    const endingMails = await received(ending.email, /premium ends on/);
    expect(endingMails).toHaveLength(1);
    const endingMail = expectSiteMail(endingMails[0], endingMails[0]?.parsed.subject ?? '');
    expect(endingMails[0]?.parsed.subject).toMatch(/^Your Broadsheet premium ends on .+ UTC$/);
    expect(endingMail.html).toContain('Your premium ends in three days');
    expect(endingMail.html).toContain('Renew premium');
    const endedMails = await received(ended.email, /premium has ended/);
    expect(endedMails).toHaveLength(1);
    const endedMail = expectSiteMail(endedMails[0], 'Your Broadsheet premium has ended');
    expect(endedMail.text).toContain('Your premium access ended on');
    expect(endedMail.html).toContain('Choose a plan');
    for (const mail of [endingMail, endedMail])
      expect(mail.links).toContain('http://localhost:3000/subscription/29.99');
    expect(smtp.to(later.email).filter((m) => /premium/i.test(m.parsed.subject ?? ''))).toEqual([]);

    // Renewed: a new period, a new reminder when it comes to its end.
    await set(ending.id, now + 2 * DAY_MS);
    await t.app.jobs.send(PREMIUM_REMINDERS_QUEUE, {});
    await t.app.jobs.settled(PREMIUM_REMINDERS_QUEUE);
    expect(await received(ending.email, /premium ends on/)).toHaveLength(2);
    const rows = await t.database.db.select().from(mailMessages).where(eq(mailMessages.to, ending.email));
    expect(rows.filter((row) => row.kind === 'premium-ending').every((row) => row.state === 'sent')).toBe(
      true,
    );
  });
});
