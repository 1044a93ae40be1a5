import { type AccountData, accountDataSchema } from '@shared/schemas/account-data';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticle, createPublisher } from '../../../../tests/factories';
import { as, registerUser, someAddress, type TestUser } from '../../../../tests/setup/auth';
import { turnOnApp } from '../../../../tests/setup/authenticator-app';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { payByTestCard } from '../../../../tests/setup/test-card';
import { account, articles, newsletterSubscribers, session, twoFactor } from '../../db/schema';

let t: TestApp;
let publisher: string;

beforeAll(async () => {
  t = await createTestApp();
  publisher = (await createPublisher(t.database.db)).publisherName;
});
afterAll(() => t.close());

const send = (who: TestUser | null, method: InjectOptions['method'], url: string, payload?: object) =>
  t.app.inject(as(who, { method, url, remoteAddress: someAddress(), ...(payload ? { payload } : {}) }));
const download = (who: TestUser | null) => send(who, 'GET', '/api/me/data');

/** The reader's file, read as a whole and held to its schema. */
async function fileOf(who: TestUser): Promise<{ text: string; data: AccountData }> {
  const response = await download(who);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(response.headers['content-disposition']).toMatch(
    /^attachment; filename="broadsheet-data-\d{4}-\d{2}-\d{2}\.json"$/,
  );
  expect(response.headers['cache-control']).toBe('no-store');
  return { text: response.body, data: accountDataSchema.parse(JSON.parse(response.body)) };
}

describe('a reader’s copy of their data', () => {
  it('holds the reader’s profile and a row of theirs in every section', async () => {
    const reader = await registerUser(t, { name: 'Dora Downloader' });
    const mine = await createArticle(t.database.db, {
      authorId: reader.id,
      publisher,
      title: 'Tides of the Lower Thames',
      tags: ['lifestyle', 'culture'],
      status: 'approve',
      isPremium: true,
    });
    const pending = await createArticle(t.database.db, { authorId: reader.id, publisher, status: 'pending' });
    const elsewhere = await createArticle(t.database.db, { publisher, status: 'approve' });

    expect((await send(reader, 'POST', '/api/drafts', { title: 'Half a thought' })).statusCode).toBe(201);
    const comment = await send(reader, 'POST', `/api/comments/articles/${elsewhere.id}`, {
      body: 'The ferry timetable in the third paragraph is out of date.',
    });
    expect(comment.statusCode, comment.body).toBe(201);
    expect((await send(reader, 'PUT', `/api/saved/${elsewhere.id}`)).statusCode).toBe(200);
    const newsletter = await send(reader, 'PUT', '/api/newsletter/subscription', { subscribed: true });
    expect(newsletter.statusCode, newsletter.body).toBe(200);
    await payByTestCard(t, reader, { days: 30, renew: true, totalPrice: 29.99 });
    const gift = await send(reader, 'POST', `/api/articles/${mine.id}/giftLinks`);
    expect(gift.statusCode, gift.body).toBe(201);

    const { data } = await fileOf(reader);
    expect(data.format).toBe('broadsheet-account-data');
    expect(Date.parse(data.exportedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(data.about).toMatch(/never holds your password/);
    expect(data.profile).toMatchObject({
      id: reader.id,
      name: 'Dora Downloader',
      email: reader.email,
      emailConfirmed: true,
      role: 'user',
      premiumUntil: expect.any(String),
    });
    expect(data.articles.map((row) => row.id).sort()).toEqual([mine.id, pending.id].sort());
    expect(data.articles.find((row) => row.id === mine.id)).toMatchObject({
      title: 'Tides of the Lower Thames',
      publisher,
      tags: ['lifestyle', 'culture'],
      status: 'approve',
      isPremium: true,
      body: { type: 'doc' },
    });
    expect(data.drafts).toEqual([expect.objectContaining({ title: 'Half a thought' })]);
    expect(data.comments).toEqual([
      expect.objectContaining({
        articleId: elsewhere.id,
        articleTitle: elsewhere.title,
        text: 'The ferry timetable in the third paragraph is out of date.',
        status: 'shown',
        isReply: false,
      }),
    ]);
    expect(data.payments).toEqual([
      expect.objectContaining({ amount: 29.99, currency: 'USD', plan: 'premium', days: 30, status: 'paid' }),
    ]);
    expect(data.subscription).toMatchObject({ plan: 'premium', days: 30, state: 'renewing', renews: true });
    expect(data.newsletter).toMatchObject({ subscribed: true, confirmed: true, since: expect.any(String) });
    expect(data.savedArticles).toEqual([
      expect.objectContaining({ articleId: elsewhere.id, title: elsewhere.title }),
    ]);
    expect(data.giftLinks).toEqual([
      expect.objectContaining({ articleId: mine.id, articleTitle: 'Tides of the Lower Thames', opens: 0 }),
    ]);
    expect(data.sessions).toEqual([expect.objectContaining({ current: true, device: expect.any(String) })]);
    expect(data.authenticatorApp).toEqual({ on: false });
    expect(data.passkeys).toEqual([]);
  });

  it('reads a long list in pages, every row once, the newest first', async () => {
    const reader = await registerUser(t);
    const written = [];
    for (let n = 0; n < 45; n++)
      written.push(await createArticle(t.database.db, { authorId: reader.id, publisher, status: 'pending' }));
    const { data } = await fileOf(reader);
    expect(data.articles).toHaveLength(45);
    expect(new Set(data.articles.map((row) => row.id)).size).toBe(45);
    const times = data.articles.map((row) => Date.parse(row.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('never holds a password hash, a token, the authenticator secret or another reader’s words', async () => {
    const reader = await registerUser(t);
    const other = await registerUser(t);
    const { token } = await turnOnApp(t, reader);
    const signedIn = { ...reader, token };
    const article = await createArticle(t.database.db, { publisher, status: 'approve' });
    const theirs = 'A neighbour’s comment that belongs to them alone.';
    const posted = await send(other, 'POST', `/api/comments/articles/${article.id}`, { body: theirs });
    expect(posted.statusCode).toBe(201);
    const reply = await send(signedIn, 'POST', `/api/comments/articles/${article.id}`, {
      body: 'A reply of my own.',
      parentId: posted.json()._id,
    });
    expect(reply.statusCode, reply.body).toBe(201);
    await send(signedIn, 'PUT', '/api/newsletter/subscription', { subscribed: true });

    const { text, data } = await fileOf(signedIn);
    expect(data.authenticatorApp).toEqual({ on: true });
    expect(data.comments).toEqual([expect.objectContaining({ text: 'A reply of my own.', isReply: true })]);
    expect(text).not.toContain(theirs);
    expect(text).not.toContain(other.email);

    const db = t.database.db;
    const secrets = [
      token,
      reader.token,
      ...(await db.select().from(session).where(eq(session.userId, reader.id))).map((row) => row.token),
      ...(await db.select().from(account).where(eq(account.userId, reader.id))).flatMap((row) =>
        row.password ? [row.password] : [],
      ),
      ...(await db.select().from(twoFactor).where(eq(twoFactor.userId, reader.id))).flatMap((row) => [
        row.secret,
        row.backupCodes,
      ]),
      ...(
        await db
          .select()
          .from(newsletterSubscribers)
          .where(eq(newsletterSubscribers.email, reader.email.toLowerCase()))
      ).map((row) => row.unsubscribeToken),
    ];
    expect(secrets.length).toBeGreaterThanOrEqual(5);
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/"(password|token|secret|backupCodes|publicKey|credentialID|unsubscribeToken)"/);
  });

  it('keeps another author’s article that left the site to itself', async () => {
    const reader = await registerUser(t);
    const article = await createArticle(t.database.db, {
      publisher,
      status: 'approve',
      title: 'Soon withdrawn',
    });
    await send(reader, 'PUT', `/api/saved/${article.id}`);
    await send(reader, 'POST', `/api/comments/articles/${article.id}`, { body: 'Said while it was live.' });
    await t.database.db.update(articles).set({ status: 'pending' }).where(eq(articles.id, article.id));

    const { text, data } = await fileOf(reader);
    expect(data.savedArticles).toEqual([expect.objectContaining({ articleId: article.id, title: null })]);
    expect(data.comments).toEqual([expect.objectContaining({ articleId: article.id, articleTitle: null })]);
    expect(text).not.toContain('Soon withdrawn');
  });

  it('refuses a visitor', async () => {
    const response = await download(null);
    expect(response.statusCode).toBe(401);
  });

  it('lets a reader download a few times an hour, then says how long to wait', async () => {
    const reader = await registerUser(t);
    const other = await registerUser(t);
    for (let n = 0; n < 3; n++) expect((await download(reader)).statusCode).toBe(200);
    const refused = await download(reader);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: expect.stringMatching(
        /^You have downloaded your data several times in the last hour\. Please wait \d+ minutes? and try again\.$/,
      ),
    });
    expect(refused.headers['retry-after']).toBeDefined();
    // The limit is the reader's own.
    expect((await download(other)).statusCode).toBe(200);
  });
});
