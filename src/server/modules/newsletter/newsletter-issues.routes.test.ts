import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticle } from '../../../../tests/factories';
import { as, registerUser, type TestUser } from '../../../../tests/setup/auth';
import { createSmtpTestApp } from '../../../../tests/setup/smtp-app';
import { addressesOf, type SmtpSink } from '../../../../tests/setup/smtp-sink';
import type { TestApp } from '../../../../tests/setup/test-app';
import { mailMessages, mailSuppressions, newsletterSubscribers } from '../../db/schema';

// Issues composed, previewed, tested and sent, delivered through a real SMTP server on loopback.
let t: TestApp;
let smtp: SmtpSink;
let close: () => Promise<void>;
let editor: TestUser;
let reader: TestUser;
let free: string;
let premium: string;
let pending: string;
const SECRET_SENTENCE = 'This closing sentence sits behind the paywall and never leaves the site.';
const BOUNCING = 'bounces@example.test';
const UNCONFIRMED = 'unconfirmed@example.test';
const SUBSCRIBERS = ['one@example.test', 'Two@Example.test', BOUNCING];

beforeAll(async () => {
  ({ t, smtp, close } = await createSmtpTestApp({ mailRetryDelaySeconds: 1 }));
  editor = await registerUser(t, { name: 'Edna Editor', role: 'editor' });
  reader = await registerUser(t, { name: 'Rita Reader' });
  free = (await createArticle(t.database.db, { status: 'approve', title: 'Harbour works begin' })).id;
  premium = (
    await createArticle(t.database.db, {
      status: 'approve',
      isPremium: true,
      title: 'Inside the budget talks',
      description: `${'The council sat late into the night over the harbour budget. '.repeat(30)}${SECRET_SENTENCE}`,
    })
  ).id;
  pending = (await createArticle(t.database.db, { status: 'pending', title: 'Not yet approved' })).id;
  await t.database.db.insert(newsletterSubscribers).values([
    ...SUBSCRIBERS.map((email, i) => ({
      email,
      unsubscribeToken: `token-${i}-${'x'.repeat(24)}`,
      confirmedAt: new Date(),
    })),
    { email: UNCONFIRMED, unsubscribeToken: `token-u-${'x'.repeat(24)}` },
  ]);
  await t.database.db.insert(mailSuppressions).values({ email: BOUNCING, reason: '550 earlier' });
});
afterAll(() => close());

const call = (who: TestUser | null, options: InjectOptions) => t.app.inject(as(who, options));
const compose = (who: TestUser | null, payload: unknown) =>
  call(who, { method: 'POST', url: '/api/newsletter/issues', payload: payload as object });

describe('composing an issue', () => {
  it('stores a draft from the approved articles picked, in their order', async () => {
    const response = await compose(editor, {
      subject: 'The week in the harbour',
      intro: 'Two stories our editors chose.',
      articleIds: [premium, free],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      subject: 'The week in the harbour',
      state: 'draft',
      articles: [
        { id: premium, title: 'Inside the budget talks', isPremium: true },
        { id: free, title: 'Harbour works begin', isPremium: false },
      ],
      counts: { queued: 0, sent: 0, failed: 0 },
      sentAt: null,
    });
  });

  it('takes everything approved since the last issue', async () => {
    const response = await compose(editor, { subject: 'Everything new', sinceLastIssue: true });
    expect(response.statusCode).toBe(201);
    expect(
      response
        .json()
        .articles.map((a: { id: string }) => a.id)
        .sort(),
    ).toEqual([free, premium].sort());
  });

  it('refuses bad input with a clear 400: no subject, an article not approved, none at all, unknown fields', async () => {
    for (const payload of [
      { articleIds: [free] },
      { subject: '', articleIds: [free] },
      { subject: 'x'.repeat(151), articleIds: [free] },
      { subject: 'Pending', articleIds: [pending] },
      { subject: 'Unknown', articleIds: ['00000000-0000-4000-8000-000000000000'] },
      { subject: 'Nothing' },
      { subject: 'Bad ids', articleIds: ['not-an-id'] },
      { subject: 'Extra', articleIds: [free], sent: true },
    ]) {
      const response = await compose(editor, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    }
  });

  it('refuses a visitor (401) and a reader who is not an editor (403)', async () => {
    expect((await compose(null, { subject: 'x', articleIds: [free] })).statusCode).toBe(401);
    expect((await compose(reader, { subject: 'x', articleIds: [free] })).statusCode).toBe(403);
    for (const [method, url] of [
      ['GET', '/api/newsletter/issues'],
      ['GET', '/api/newsletter/candidates'],
    ] as const) {
      expect((await call(null, { method, url })).statusCode).toBe(401);
      expect((await call(reader, { method, url })).statusCode).toBe(403);
    }
  });

  it('lists the candidates: approved articles only', async () => {
    const response = await call(editor, { method: 'GET', url: '/api/newsletter/candidates' });
    expect(response.statusCode).toBe(200);
    const ids = response.json().map((a: { id: string }) => a.id);
    expect(ids).toEqual(expect.arrayContaining([free, premium]));
    expect(ids).not.toContain(pending);
  });

  it('changes a draft, and answers 404 for an unknown issue and 400 for a malformed id', async () => {
    const draft = (await compose(editor, { subject: 'Draft', articleIds: [free] })).json();
    const changed = await call(editor, {
      method: 'PUT',
      url: `/api/newsletter/issues/${draft.id}`,
      payload: { subject: 'Draft, changed', articleIds: [premium] },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ subject: 'Draft, changed', articles: [{ id: premium }] });
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call(editor, { method: 'GET', url: `/api/newsletter/issues/${unknown}` })).statusCode).toBe(
      404,
    );
    expect((await call(editor, { method: 'GET', url: '/api/newsletter/issues/nope' })).statusCode).toBe(400);
    expect(
      (
        await call(editor, {
          method: 'PUT',
          url: `/api/newsletter/issues/${unknown}`,
          payload: { subject: 'x', articleIds: [free] },
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('previewing, testing and sending an issue', () => {
  let issueId: string;
  beforeAll(async () => {
    issueId = (
      await compose(editor, {
        subject: 'Harbour and budget',
        intro: 'Good morning.\n\nTwo stories today.',
        articleIds: [free, premium],
      })
    ).json().id;
  });

  it('previews the issue as a reader will read it, with a teaser of the premium article and never its body', async () => {
    const response = await call(editor, { method: 'GET', url: `/api/newsletter/issues/${issueId}/preview` });
    expect(response.statusCode).toBe(200);
    const { subject, html, text } = response.json();
    expect(subject).toBe('Harbour and budget');
    expect(html).toContain('Inside the budget talks');
    expect(text).toContain('Read on with premium');
    expect(text).toContain(`http://localhost:3000/articlesDetails/${premium}`);
    expect(html + text).not.toContain(SECRET_SENTENCE);
    expect(
      (await call(reader, { method: 'GET', url: `/api/newsletter/issues/${issueId}/preview` })).statusCode,
    ).toBe(403);
  });

  it('sends a test to the editor alone', async () => {
    const before = smtp.received.length;
    const response = await call(editor, { method: 'POST', url: `/api/newsletter/issues/${issueId}/test` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sentTo: editor.email });
    await t.mailsSettled();
    await smtp.waitFor(before + 1);
    const arrived = smtp.received.slice(before).filter((m) => m.parsed.subject?.startsWith('[Test]'));
    expect(arrived.map((m) => m.to)).toEqual([[editor.email.toLowerCase()]]);
    expect(arrived[0]?.parsed.subject).toBe('[Test] Harbour and budget');
  });

  it('sends the issue once to every confirmed subscriber whose address does not bounce, with one-click unsubscribe', async () => {
    const before = smtp.received.length;
    const response = await call(editor, {
      method: 'POST',
      url: `/api/newsletter/issues/${issueId}/send`,
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().state).toMatch(/^(sending|sent)$/);
    await t.app.jobs.settled('newsletter-issue');
    await t.mailsSettled();
    await smtp.waitFor(before + 2);
    const arrived = smtp.received.slice(before).filter((m) => m.parsed.subject === 'Harbour and budget');
    expect(arrived.flatMap((m) => m.to).sort()).toEqual(['one@example.test', 'two@example.test']);

    const mail = arrived.find((m) => m.to.includes('one@example.test'));
    if (!mail) throw new Error('no issue arrived');
    const { parsed } = mail;
    expect(parsed.subject).toBe('Harbour and budget');
    expect(addressesOf(parsed.from)).toEqual(['no-reply@localhost']);
    expect(parsed.text).toContain('Good morning.');
    expect(parsed.html).toContain('<h1');
    expect(String(parsed.html) + parsed.text).not.toContain(SECRET_SENTENCE);
    const token = `token-0-${'x'.repeat(24)}`;
    // As written on the wire (mailparser folds List-* headers into one object), long lines unfolded.
    const header = (name: string) =>
      parsed.headerLines
        .find((line) => line.key === name)
        ?.line.replace(/\r?\n[ \t]+/g, ' ')
        .replace(/^[^:]+:\s*/, '');
    const listUnsubscribe = header('list-unsubscribe');
    // The https one-click address alone: no mailto: to the no-reply address nobody reads.
    expect(listUnsubscribe).toBe(`<http://localhost:3000/unsubscribe?token=${token}>`);
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    // The list says who it is, so mail programs can file it; the HTML part has a title.
    expect(header('list-id')).toBe('Broadsheet newsletter <newsletter.localhost>');
    expect(String(parsed.html)).toMatch(/<head>.*<title>Harbour and budget<\/title>.*<\/head>/s);

    // Every link is absolute on PUBLIC_URL, and each one works.
    const hrefs = [
      ...new Set(
        [...String(parsed.html).matchAll(/href="([^"]+)"/g)].map((m) =>
          (m[1] ?? '').replaceAll('&amp;', '&'),
        ),
      ),
    ];
    expect(hrefs).toEqual(
      expect.arrayContaining([
        `http://localhost:3000/articlesDetails/${free}`,
        `http://localhost:3000/newsletter/issues/${issueId}`,
        `http://localhost:3000/unsubscribe?token=${token}`,
      ]),
    );
    for (const href of hrefs) expect(href).toMatch(/^http:\/\/localhost:3000\//);
    // The issue is rendered once for everyone: each subscriber's parts carry their own link, and only it.
    const [second] = smtp.to('two@example.test');
    const secondToken = `token-1-${'x'.repeat(24)}`;
    for (const part of [String(second?.parsed.html), String(second?.parsed.text)]) {
      expect(part).toContain(`http://localhost:3000/unsubscribe?token=${secondToken}`);
      expect(part).not.toContain(token);
    }
    expect(String(parsed.text)).toContain(`http://localhost:3000/unsubscribe?token=${token}`);
    const web = await t.app.inject({ method: 'GET', url: `/api/newsletter/archive/${issueId}` });
    expect(web.statusCode).toBe(200);
    expect(web.json()).toMatchObject({
      subject: 'Harbour and budget',
      articles: [{ id: free }, { id: premium, isPremium: true }],
    });
    expect(web.body).not.toContain(SECRET_SENTENCE);
    const story = await t.app.inject({ method: 'GET', url: `/api/articles/${free}` });
    expect(story.statusCode).toBe(200);

    // One POST to the https address, as a mail program sends it, and the subscriber is gone.
    const unsubscribe = await t.app.inject({
      method: 'POST',
      url: `/unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribe.statusCode).toBe(200);
    const left = await t.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'one@example.test'));
    expect(left).toEqual([]);

    // The unconfirmed and the bouncing address got nothing; the counts say what happened.
    expect(smtp.to(UNCONFIRMED)).toEqual([]);
    expect(smtp.to(BOUNCING)).toEqual([]);
    const listed = await call(editor, { method: 'GET', url: '/api/newsletter/issues' });
    expect(listed.json().find((i: { id: string }) => i.id === issueId)).toMatchObject({
      state: 'sent',
      counts: { queued: 0, sent: 2, failed: 0 },
    });
  });

  it('refuses to send an issue twice (409), and the keys keep each recipient to one message', async () => {
    const again = await call(editor, {
      method: 'POST',
      url: `/api/newsletter/issues/${issueId}/send`,
      payload: {},
    });
    expect(again.statusCode).toBe(409);
    const rows = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(mailMessages)
      .where(eq(mailMessages.issueId, issueId));
    expect(rows[0]?.n).toBe(2);
  });

  it('schedules a draft for later, and refuses a time in the past', async () => {
    const draft = (await compose(editor, { subject: 'Later', articleIds: [free] })).json();
    const past = await call(editor, {
      method: 'POST',
      url: `/api/newsletter/issues/${draft.id}/send`,
      payload: { sendAt: new Date(Date.now() - 60_000).toISOString() },
    });
    expect(past.statusCode).toBe(400);
    const bad = await call(editor, {
      method: 'POST',
      url: `/api/newsletter/issues/${draft.id}/send`,
      payload: { sendAt: 'tomorrow' },
    });
    expect(bad.statusCode).toBe(400);
    const sendAt = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await call(editor, {
      method: 'POST',
      url: `/api/newsletter/issues/${draft.id}/send`,
      payload: { sendAt },
    });
    expect(scheduled.statusCode).toBe(200);
    expect(scheduled.json()).toMatchObject({ state: 'scheduled', sendAt, sentAt: null });
    // Not public until it is sent.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/newsletter/archive/${draft.id}` })).statusCode,
    ).toBe(404);
  });

  it('sends a scheduled issue at its time, not before', async () => {
    const subject = 'The evening edition';
    const draft = (await compose(editor, { subject, articleIds: [free] })).json();
    const sendAt = new Date(Date.now() + 4_000);
    const scheduled = await call(editor, {
      method: 'POST',
      url: `/api/newsletter/issues/${draft.id}/send`,
      payload: { sendAt: sendAt.toISOString() },
    });
    expect(scheduled.statusCode).toBe(200);
    const arrived = () => smtp.to('two@example.test').filter((mail) => mail.parsed.subject === subject);
    // Watched until it arrives: nothing before the time, and the issue waits as scheduled.
    let firstSeen: number | undefined;
    let stateBefore: string | undefined;
    for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
      if (arrived().length > 0) {
        firstSeen = Date.now();
        break;
      }
      if (Date.now() < sendAt.getTime() - 500)
        stateBefore = (
          await call(editor, { method: 'GET', url: `/api/newsletter/issues/${draft.id}` })
        ).json().state;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(stateBefore).toBe('scheduled');
    expect(firstSeen, 'the scheduled issue never arrived').toBeDefined();
    expect(firstSeen).toBeGreaterThanOrEqual(sendAt.getTime());
    await t.mailsSettled();
    expect(arrived()).toHaveLength(1);
    const sent = (await call(editor, { method: 'GET', url: `/api/newsletter/issues/${draft.id}` })).json();
    expect(sent).toMatchObject({ state: 'sent', counts: { queued: 0, sent: 1, failed: 0 } });
    expect(new Date(sent.sentAt).getTime()).toBeGreaterThanOrEqual(sendAt.getTime() - 1000);
  });

  it('answers 404 for the web version of an unknown issue, and 400 for a malformed id', async () => {
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/newsletter/archive/00000000-0000-4000-8000-000000000000',
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/newsletter/archive/nope' })).statusCode).toBe(400);
  });
});
