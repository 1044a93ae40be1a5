import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticle, createPublisher } from '../../../../tests/factories';
import { as, mailTo, registerUser, someAddress, type TestUser } from '../../../../tests/setup/auth';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { payByTestCard } from '../../../../tests/setup/test-card';
import {
  account,
  articles,
  comments,
  newsletterSubscribers,
  passkey,
  payments,
  savedArticles,
  session,
  subscriptions,
  user,
} from '../../db/schema';
import { FORMER_CONTRIBUTOR } from './account-deletion.repository';

let t: TestApp;
let publisher: string;

beforeAll(async () => {
  t = await createTestApp();
  publisher = (await createPublisher(t.database.db)).publisherName;
});
afterAll(() => t.close());

const send = (who: TestUser | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject(as(who, { method, url, remoteAddress: someAddress(), ...(payload ? { payload } : {}) }));
const deleteAccount = (who: TestUser | null, body: object) => send(who, 'POST', '/api/account/delete', body);
const asked = (who: TestUser, articles: 'keep' | 'remove') => ({
  articles,
  password: who.password,
  confirmEmail: who.email,
});
const signInAgain = (who: TestUser) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email: who.email, password: who.password },
    remoteAddress: someAddress(),
  });
const rowOf = async (id: string) => (await t.database.db.select().from(user).where(eq(user.id, id)))[0];

/** A reader with a published and a pending article, a comment, a saved article, the newsletter and a payment. */
async function busyReader() {
  const reader = await registerUser(t, { name: 'Dana Departing' });
  const { db } = t.database;
  const published = await createArticle(db, { authorId: reader.id, publisher, status: 'approve' });
  const pending = await createArticle(db, { authorId: reader.id, publisher, status: 'pending' });
  const elsewhere = await createArticle(db, { publisher, status: 'approve' });
  const comment = await send(reader, 'POST', `/api/comments/articles/${elsewhere.id}`, {
    body: 'A thought of mine on this article.',
  });
  expect(comment.statusCode, comment.body).toBe(201);
  expect((await send(reader, 'PUT', `/api/saved/${elsewhere.id}`)).statusCode).toBe(200);
  const newsletter = await send(reader, 'PUT', '/api/newsletter/subscription', { subscribed: true });
  expect(newsletter.statusCode, newsletter.body).toBe(200);
  await payByTestCard(t, reader, { days: 30, renew: true, totalPrice: 29.99 });
  return { reader, published, pending, elsewhere };
}

describe('deleting one’s account', () => {
  it('keeps the published articles under “Former contributor”, keeps the payments, and deletes the rest', async () => {
    const { reader, published, pending, elsewhere } = await busyReader();
    const { db } = t.database;
    const since = t.mails.length;
    const members = async () => (await send(null, 'GET', '/api/stats')).json().totalUsers as number;
    const membersBefore = await members();
    const done = await deleteAccount(reader, asked(reader, 'keep'));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ deletedCount: 1, articlesKept: 1, articlesRemoved: 1 });

    // The account and everything of it is gone; every session ended; it cannot sign in again.
    expect(await rowOf(reader.id)).toBeUndefined();
    for (const table of [session, account, passkey, savedArticles, subscriptions])
      expect(await db.select().from(table).where(eq(table.userId, reader.id))).toEqual([]);
    expect(await db.select().from(comments).where(eq(comments.authorId, reader.id))).toEqual([]);
    const subscribed = await db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, reader.email));
    expect(subscribed).toEqual([]);
    expect((await send(reader, 'GET', '/api/me')).statusCode).toBe(401);
    expect((await signInAgain(reader)).statusCode).toBe(401);

    // The published article stays, by "Former contributor"; the pending one went.
    const kept = await send(null, 'GET', `/api/articles/${published.id}`);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ displayName: 'Former contributor', photo: '' });
    expect(kept.body).not.toContain(reader.email);
    expect(await db.select().from(articles).where(eq(articles.id, pending.id))).toEqual([]);
    expect((await send(null, 'GET', `/api/articles/${elsewhere.id}`)).statusCode).toBe(200);
    expect((await rowOf(FORMER_CONTRIBUTOR.id))?.name).toBe('Former contributor');
    // It stands for no member: not counted or listed, no author page, not among the authors a search suggests.
    expect(await members()).toBe(membersBefore - 1);
    const staff = await registerUser(t, { role: 'admin' });
    const listed = await send(staff, 'GET', '/api/users?limit=100&search=contributor');
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.body).not.toContain(FORMER_CONTRIBUTOR.id);
    // Its id is not a member's id, so an author page asked for it is refused; its bylines link nowhere.
    expect((await send(null, 'GET', `/api/authors/${FORMER_CONTRIBUTOR.id}`)).statusCode).toBe(400);
    const suggested = await send(null, 'GET', '/api/search-suggestions?q=Former');
    expect(suggested.statusCode, suggested.body).toBe(200);
    expect(suggested.body).not.toContain(FORMER_CONTRIBUTOR.id);

    // The payment is kept as the law requires, its payer's name and address with it, and admins see it.
    const [paid] = await db.select().from(payments).where(eq(payments.email, reader.email));
    expect(paid).toMatchObject({ userId: null, name: 'Dana Departing', amountCents: 2999 });
    const admin = await registerUser(t, { role: 'admin' });
    const history = await send(admin, 'GET', '/api/payment-history?limit=100');
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json()).toContainEqual(expect.objectContaining({ email: reader.email }));

    const mail = await mailTo(t, reader.email, /account was deleted/, since);
    expect(mail?.text.replace(/\s+/g, ' ')).toMatch(/records of your payments are kept/);
  });

  it('removes every article when the reader chooses so', async () => {
    const { reader, published, pending } = await busyReader();
    const done = await deleteAccount(reader, asked(reader, 'remove'));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ deletedCount: 1, articlesKept: 0, articlesRemoved: 2 });
    for (const id of [published.id, pending.id])
      expect((await send(null, 'GET', `/api/articles/${id}`)).statusCode).toBe(404);
    expect(await rowOf(reader.id)).toBeUndefined();
  });

  it('refuses bad input with a readable 400 and deletes nothing', async () => {
    const reader = await registerUser(t);
    const cases: [object, string][] = [
      [{ password: reader.password, confirmEmail: reader.email }, 'articles'],
      [{ articles: 'maybe', password: reader.password, confirmEmail: reader.email }, 'articles'],
      [{ articles: 'keep', password: reader.password }, 'confirmEmail'],
      [{ articles: 'keep', password: reader.password, confirmEmail: 'someone@example.test' }, 'confirmEmail'],
      [{ articles: 'keep', password: 'x'.repeat(129), confirmEmail: reader.email }, 'password'],
      [{ ...asked(reader, 'keep'), role: 'admin' }, 'body'],
      [{ articles: 'keep', confirmEmail: reader.email }, 'password'],
    ];
    for (const [body, field] of cases) {
      const response = await deleteAccount(reader, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json(), JSON.stringify(body)).toMatchObject({
        statusCode: 400,
        fields: { [field]: expect.any(String) },
      });
    }
    const wrong = await deleteAccount(reader, { ...asked(reader, 'keep'), password: 'Wrong#Pass99' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_PASSWORD' });
    expect(await rowOf(reader.id)).toBeDefined();
    expect((await send(reader, 'GET', '/api/me')).statusCode).toBe(200);
  });

  it('asks an account without a password for a sign-in of the last ten minutes', async () => {
    const reader = await registerUser(t);
    const { db } = t.database;
    await db.update(account).set({ password: null }).where(eq(account.userId, reader.id));
    await db
      .update(session)
      .set({ createdAt: new Date(Date.now() - 11 * 60 * 1000) })
      .where(eq(session.userId, reader.id));
    const body = { articles: 'keep', confirmEmail: reader.email };
    const stale = await deleteAccount(reader, body);
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toMatchObject({ code: 'SIGN_IN_AGAIN' });
    expect(await rowOf(reader.id)).toBeDefined();

    await db.update(session).set({ createdAt: new Date() }).where(eq(session.userId, reader.id));
    const fresh = await deleteAccount(reader, body);
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(await rowOf(reader.id)).toBeUndefined();
  });

  it('refuses a visitor, and the last admin', async () => {
    expect((await deleteAccount(null, { articles: 'keep', confirmEmail: 'a@example.test' })).statusCode).toBe(
      401,
    );
    const { db } = t.database;
    const admin = await registerUser(t, { role: 'admin' });
    // Every other admin steps down for a moment: this one is the last.
    const others = await db.select({ id: user.id }).from(user).where(eq(user.role, 'admin'));
    const rest = others.map((row) => row.id).filter((id) => id !== admin.id);
    for (const id of rest) await db.update(user).set({ role: 'user' }).where(eq(user.id, id));
    const refused = await deleteAccount(admin, asked(admin, 'keep'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'LAST_ADMIN',
      message: 'You are the last admin: make someone else an admin before deleting your account.',
    });
    expect((await send(admin, 'GET', '/api/me')).statusCode).toBe(200);

    for (const id of rest) await db.update(user).set({ role: 'admin' }).where(eq(user.id, id));
    const other = await registerUser(t, { role: 'admin' });
    const done = await deleteAccount(admin, asked(admin, 'keep'));
    expect(done.statusCode, done.body).toBe(200);
    expect(await rowOf(other.id)).toBeDefined();
  });
});
