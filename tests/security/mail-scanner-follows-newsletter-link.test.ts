import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../setup/test-app';

// A mail server's link scanner opens every link of a message: the newsletter's confirmation link confirmed
// on a plain GET, so anyone could subscribe an address whose mail is scanned, and it was confirmed without
// its owner. And plus-addressing (`ada+1@…`, `ada+2@…`) got round the one-mail-a-day guard, so one mailbox
// could be sent a confirmation mail per spelling. Now the link opens a page whose button confirms (a POST),
// and the guard counts mailboxes, not spellings.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const subscribe = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email } });
const confirmedAt = async (email: string) =>
  (
    await t.database.db
      .select({ at: newsletterSubscribers.confirmedAt })
      .from(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) = lower(${email})`)
  )[0]?.at;
const confirmMails = (to: (address: string) => boolean) =>
  t.mails.filter((m) => to(m.to) && m.subject.startsWith('Confirm your subscription'));

describe('a mail scanner following the confirmation link', () => {
  it('confirms nothing, on the page or the API, however often or however it asks', async () => {
    await subscribe('scanned@example.test');
    await t.mailsSettled();
    const link = confirmMails((to) => to === 'scanned@example.test')[0]?.text.match(
      /http:\/\/localhost:3000\/newsletter\/confirm\?token=\S+/,
    )?.[0];
    if (!link) throw new Error('no confirmation link');
    const { search } = new URL(link);
    // The page's own walk (it shows the button) is tests/e2e/newsletter.spec.ts; here, what it and a
    // scanner call.
    for (const request of [
      { method: 'GET' as const, url: `/api/newsletter/confirm${search}` },
      { method: 'HEAD' as const, url: `/api/newsletter/confirm${search}` },
    ]) {
      const response = await t.app.inject(request);
      expect(response.statusCode, `${request.method} ${request.url}`).toBeLessThan(400);
    }
    expect(await confirmedAt('scanned@example.test')).toBeNull();

    // The look at the link says it waits for the button.
    const looked = await t.app.inject({ method: 'GET', url: `/api/newsletter/confirm${search}` });
    expect(looked.json()).toEqual({ result: 'unconfirmed' });

    // Its owner's press of the button confirms.
    const token = new URLSearchParams(search).get('token');
    const pressed = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/confirm',
      payload: { token },
    });
    expect(pressed.json()).toEqual({ result: 'confirmed' });
    expect(await confirmedAt('scanned@example.test')).toBeInstanceOf(Date);
  });
});

describe('the one-mail-a-day guard', () => {
  it('counts one mailbox however its address is spelt, and delivers to the address typed', async () => {
    const spellings = ['victim@example.test', 'victim+1@example.test', 'VICTIM+news@Example.test'];
    for (const email of spellings) expect((await subscribe(email)).statusCode).toBe(200);
    const gmail = ['some.one@gmail.com', 'someone+x@gmail.com', 'So.Me.One@googlemail.com'];
    for (const email of gmail) expect((await subscribe(email)).statusCode).toBe(200);
    await t.mailsSettled();
    const toVictim = confirmMails((to) => /^victim(\+[^@]*)?@example\.test$/i.test(to));
    // One mail for the mailbox, to one of the addresses as typed.
    expect(toVictim).toHaveLength(1);
    expect(spellings).toContain(toVictim[0]?.to);
    const toSomeone = confirmMails((to) => /@(gmail|googlemail)\.com$/i.test(to));
    expect(toSomeone).toHaveLength(1);
    expect(gmail).toContain(toSomeone[0]?.to);
    // Another mailbox is not held back by these.
    await subscribe('victim2@example.test');
    await t.mailsSettled();
    expect(confirmMails((to) => to === 'victim2@example.test')).toHaveLength(1);
  });
});
