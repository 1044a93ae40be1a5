import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { slugOf } from '@shared/sections';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiKeys,
  articleDrafts,
  comments,
  contactMessages,
  giftLinks,
  newsletterIssues,
  session,
  user,
} from '../../src/server/db/schema';
import { callDirect } from '../../src/server/lib/serve';
import { createArticleNotesRepository } from '../../src/server/modules/articles/article-notes.repository';
import { createArticleRevisionsRepository } from '../../src/server/modules/articles/article-revisions.repository';
import { createUndoTokens } from '../../src/server/modules/auth/email-change-links';
import {
  createArticle,
  createFailedDelivery,
  createPublisher,
  createUser,
  createWebhook,
} from '../factories';
import { registerUser, type TestUser } from '../setup/auth';
import { multipartBody, pngImage } from '../setup/multipart';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * Every /api route, read from the server's own route table, against every role (docs/security.md#who-may-call-what).
 * A new route without a row here fails this test.
 */
type Role = 'visitor' | 'user' | 'other' | 'editor' | 'admin';
type Outcome = 'ok' | 401 | 403 | 404;
interface Row {
  request: (ctx: Context) => InjectOptions | Promise<InjectOptions>;
  expect: Record<Role, Outcome>;
}
interface Context {
  t: TestApp;
  owner: TestUser;
  /** An approved article written by the owner. */
  articleId: string;
  publisher: string;
  /** A logo uploaded beforehand. */
  logo: string;
  role: Role;
  caller: TestUser | null;
}

const everyone: Record<Role, Outcome> = { visitor: 'ok', user: 'ok', other: 'ok', editor: 'ok', admin: 'ok' };
const signedIn: Record<Role, Outcome> = { visitor: 401, user: 'ok', other: 'ok', editor: 'ok', admin: 'ok' };
/** The newsroom's routes: editors and admins. */
const editorsOnly: Record<Role, Outcome> = { visitor: 401, user: 403, other: 403, editor: 'ok', admin: 'ok' };
/** Users, payments and settings: admins alone. */
const adminsOnly: Record<Role, Outcome> = { visitor: 401, user: 403, other: 403, editor: 403, admin: 'ok' };
/** An article's author, or an editor. */
const ownerOrEditor: Record<Role, Outcome> = {
  visitor: 401,
  user: 'ok',
  other: 403,
  editor: 'ok',
  admin: 'ok',
};
/** A member's own account (articles by e-mail, payments), or an admin. */
const ownerOrAdmin: Record<Role, Outcome> = {
  visitor: 401,
  user: 'ok',
  other: 403,
  editor: 403,
  admin: 'ok',
};
/** A draft is its author's alone: anyone else, editors and admins included, finds nothing there. */
const authorOnly: Record<Role, Outcome> = { visitor: 401, user: 'ok', other: 404, editor: 404, admin: 404 };
/** A comment's own author alone edits it: editors hide or delete, never rewrite a reader's words. */
const commentAuthorOnly: Record<Role, Outcome> = {
  visitor: 401,
  user: 'ok',
  other: 403,
  editor: 403,
  admin: 403,
};
const unique = () => randomUUID().slice(0, 8);

const ownerArticle = async ({ t, owner, publisher }: Context) =>
  (await createArticle(t.database.db, { authorId: owner.id, publisher, status: 'approve' })).id;
const articleBody = (publisher: string) => ({
  title: 'A matrix article',
  publisher,
  tags: 'business',
  description: 'Body text for the authorization matrix.',
});

/** A draft of the owner's: its id. */
async function ownerDraft({ t, owner }: Context): Promise<string> {
  const [row] = await t.database.db
    .insert(articleDrafts)
    .values({ authorId: owner.id, title: 'A matrix draft' })
    .returning({ id: articleDrafts.id });
  if (!row) throw new Error('draft not stored');
  return row.id;
}

/** A reader's message for the dashboard's message routes; its id. */
async function storedMessage({ t }: Context): Promise<string> {
  const [row] = await t.database.db
    .insert(contactMessages)
    .values({ name: 'Tipster', email: 'tip@example.test', topic: 'tip', message: 'A tip for the matrix.' })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error('message not stored');
  return row.id;
}

/** A webhook of the admins' (its deliveries are only logged); its id. */
const storedWebhook = ({ t }: Context) => createWebhook(t.database.db, 'payment.recorded');

/** A content key of the admins' (made by hand: the key itself is never used here); its id. */
async function storedApiKey({ t }: Context): Promise<string> {
  const [row] = await t.database.db
    .insert(apiKeys)
    .values({
      name: 'Matrix app',
      kind: 'content',
      keyHash: randomUUID(),
      start: 'bs_content_x…',
      ratePerMinute: 60,
    })
    .returning({ id: apiKeys.id });
  if (!row) throw new Error('API key not stored');
  return row.id;
}

/** A WordPress export as the import's multipart form. */
const importUpload = () =>
  multipartBody(readFileSync(path.resolve(import.meta.dirname, '../fixtures/import/wordpress-export.xml')), {
    field: 'file',
    filename: 'export.xml',
    contentType: 'application/xml',
  });

/** An import an admin read beforehand (nothing started); its id. */
let importAdmin: Promise<TestUser> | undefined;
async function readImport({ t }: Context): Promise<string> {
  importAdmin ??= registerUser(t, { role: 'admin' });
  const admin = await importAdmin;
  const upload = importUpload();
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/imports',
    payload: upload.payload,
    headers: { ...upload.headers, authorization: `Bearer ${admin.token}` },
  });
  return (response.json() as { id: string }).id;
}

/** A failed delivery of a webhook; its id. */
const storedDelivery = ({ t }: Context) => createFailedDelivery(t.database.db, 'payment.recorded');

/** A draft newsletter issue carrying the owner's approved article; its id. */
async function draftIssue({ t, articleId }: Context): Promise<string> {
  const [row] = await t.database.db
    .insert(newsletterIssues)
    .values({ subject: 'A matrix issue', articleIds: [articleId] })
    .returning({ id: newsletterIssues.id });
  if (!row) throw new Error('issue not stored');
  return row.id;
}
/** A sent issue, for its public web version. */
async function sentIssue({ t, articleId }: Context): Promise<string> {
  const [row] = await t.database.db
    .insert(newsletterIssues)
    .values({ subject: 'A sent matrix issue', articleIds: [articleId], state: 'sent', sentAt: new Date() })
    .returning({ id: newsletterIssues.id });
  if (!row) throw new Error('issue not stored');
  return row.id;
}

/** A comment of the owner's on their approved article: its id. */
async function ownerComment({ t, owner, articleId }: Context): Promise<string> {
  const [row] = await t.database.db
    .insert(comments)
    .values({ articleId, authorId: owner.id, body: 'A matrix comment' })
    .returning({ id: comments.id });
  if (!row) throw new Error('comment not stored');
  return row.id;
}

/** A premium article of the owner's, with the caller made a subscriber (a gift is a subscriber's): its id. */
async function giftableArticle({ t, owner, publisher, caller }: Context): Promise<string> {
  if (caller)
    await t.database.db
      .update(user)
      .set({ premiumUntil: new Date(Date.now() + 86_400_000) })
      .where(eq(user.id, caller.id));
  return (
    await createArticle(t.database.db, { authorId: owner.id, publisher, status: 'approve', isPremium: true })
  ).id;
}

/** A gift link of the owner's to a premium article: its id. */
async function ownerGiftLink({ t, owner, publisher }: Context): Promise<string> {
  const articleId = await giftableArticle({ t, owner, publisher, caller: owner } as Context);
  const [row] = await t.database.db
    .insert(giftLinks)
    .values({ articleId, senderId: owner.id, expiresAt: new Date(Date.now() + 86_400_000) })
    .returning({ id: giftLinks.id });
  if (!row) throw new Error('gift link not stored');
  return row.id;
}

const TEST_CARD = { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' };
/** A test-mode payment intent of the caller's (a visitor gets a dummy one: the request is refused anyway). */
async function startPayment({ t, caller }: Context): Promise<{ intentId: string; clientSecret: string }> {
  if (!caller) return { intentId: 'pi_none', clientSecret: 'pi_none_secret_none' };
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    headers: { authorization: `Bearer ${caller.token}` },
    payload: { plan: 'premium', days: 7 },
  });
  return response.json();
}

/** The caller's 7 days of Premium, paid by test card and renewing (a visitor has none: refused anyway). */
async function renewingCaller({ t, caller }: Context): Promise<void> {
  if (!caller) return;
  const headers = { authorization: `Bearer ${caller.token}` };
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    headers,
    payload: { plan: 'premium', days: 7, renew: true },
  });
  const { intentId, clientSecret } = started.json();
  await t.app.inject({
    method: 'POST',
    url: '/api/test-payments/confirm',
    headers,
    payload: { clientSecret, card: TEST_CARD },
  });
  await t.app.inject({
    method: 'POST',
    url: '/api/payment',
    headers,
    payload: { transactionId: intentId, plan: 'premium', days: 7, totalPrice: 7 },
  });
}

/** A confirmed and recorded 7-day payment of the owner's: its id. */
async function ownerPayment({ t, owner }: Context): Promise<string> {
  const headers = { authorization: `Bearer ${owner.token}` };
  const { intentId, clientSecret } = await startPayment({ t, caller: owner } as Context);
  await t.app.inject({
    method: 'POST',
    url: '/api/test-payments/confirm',
    headers,
    payload: { clientSecret, card: TEST_CARD },
  });
  const recorded = await t.app.inject({
    method: 'POST',
    url: '/api/payment',
    headers,
    payload: { transactionId: intentId, plan: 'premium', days: 7, totalPrice: 7 },
  });
  return recorded.json().insertedId;
}

const MATRIX: Record<string, Row> = {
  'GET /api/articles/:id': {
    request: ({ articleId }) => ({ method: 'GET', url: `/api/articles/${articleId}` }),
    expect: everyone,
  },
  'GET /api/article/:id': {
    request: ({ articleId }) => ({ method: 'GET', url: `/api/article/${articleId}` }),
    expect: everyone,
  },
  'GET /api/articles/:id/related': {
    request: ({ articleId }) => ({ method: 'GET', url: `/api/articles/${articleId}/related` }),
    expect: everyone,
  },
  'POST /api/articles': {
    request: ({ publisher }) => ({ method: 'POST', url: '/api/articles', payload: articleBody(publisher) }),
    expect: signedIn,
  },
  'PATCH /api/updateArticles/:id': {
    request: async (ctx) => ({
      method: 'PATCH',
      url: `/api/updateArticles/${await ownerArticle(ctx)}`,
      payload: articleBody(ctx.publisher),
    }),
    expect: ownerOrEditor,
  },
  'DELETE /api/article/:id': {
    request: async (ctx) => ({ method: 'DELETE', url: `/api/article/${await ownerArticle(ctx)}` }),
    expect: ownerOrEditor,
  },
  'GET /api/articles': { request: () => ({ method: 'GET', url: '/api/articles' }), expect: editorsOnly },
  'GET /api/myArticles/:email': {
    request: ({ owner }) => ({ method: 'GET', url: `/api/myArticles/${owner.email}` }),
    expect: ownerOrAdmin,
  },
  'GET /api/searchArticles': {
    request: () => ({ method: 'GET', url: '/api/searchArticles?search=matrix' }),
    expect: everyone,
  },
  'GET /api/search-suggestions': {
    request: () => ({ method: 'GET', url: '/api/search-suggestions?q=matrix' }),
    expect: everyone,
  },
  'GET /api/articlesIsPremuan': {
    request: () => ({ method: 'GET', url: '/api/articlesIsPremuan' }),
    expect: signedIn,
  },
  'PATCH /api/viewCount/:id': {
    request: ({ articleId }) => ({ method: 'PATCH', url: `/api/viewCount/${articleId}` }),
    expect: everyone,
  },
  'POST /api/articles/moderation': {
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/articles/moderation',
      payload: { action: 'approve', ids: [await ownerArticle(ctx)] },
    }),
    expect: editorsOnly,
  },
  'GET /api/articles/:id/review': {
    request: ({ articleId }) => ({ method: 'GET', url: `/api/articles/${articleId}/review` }),
    expect: editorsOnly,
  },
  'GET /api/articles/:id/revisions': {
    request: ({ articleId }) => ({ method: 'GET', url: `/api/articles/${articleId}/revisions` }),
    expect: ownerOrEditor,
  },
  'POST /api/articles/:id/revisions/:number/restore': {
    // A live article with its first version kept as revision 1.
    request: async (ctx) => {
      const id = await ownerArticle(ctx);
      await createArticleRevisionsRepository(ctx.t.database.db).keepLive(id, null);
      return { method: 'POST', url: `/api/articles/${id}/revisions/1/restore` };
    },
    expect: editorsOnly,
  },
  'GET /api/articles/:id/notes': {
    request: ({ articleId }) => ({ method: 'GET', url: `/api/articles/${articleId}/notes` }),
    expect: editorsOnly,
  },
  'POST /api/articles/:id/notes': {
    request: ({ articleId }) => ({
      method: 'POST',
      url: `/api/articles/${articleId}/notes`,
      payload: { kind: 'correction', text: 'A matrix correction.' },
    }),
    expect: editorsOnly,
  },
  'DELETE /api/articles/:id/notes/:noteId': {
    request: async ({ t, articleId }) => {
      const noteId = await createArticleNotesRepository(t.database.db).add(
        articleId,
        { kind: 'update', text: 'A matrix update.', notedOn: new Date().toISOString().slice(0, 10) },
        (await createUser(t.database.db)).id,
      );
      return { method: 'DELETE', url: `/api/articles/${articleId}/notes/${noteId}` };
    },
    expect: editorsOnly,
  },
  'GET /api/drafts': {
    request: () => ({ method: 'GET', url: '/api/drafts' }),
    expect: signedIn,
  },
  'POST /api/drafts': {
    request: () => ({ method: 'POST', url: '/api/drafts', payload: { title: 'A matrix draft' } }),
    expect: signedIn,
  },
  'GET /api/drafts/:id': {
    request: async (ctx) => ({ method: 'GET', url: `/api/drafts/${await ownerDraft(ctx)}` }),
    expect: authorOnly,
  },
  'PUT /api/drafts/:id': {
    request: async (ctx) => ({
      method: 'PUT',
      url: `/api/drafts/${await ownerDraft(ctx)}`,
      payload: { version: 1, title: 'A matrix draft, saved' },
    }),
    expect: authorOnly,
  },
  'POST /api/drafts/:id/submit': {
    request: async (ctx) => ({
      method: 'POST',
      url: `/api/drafts/${await ownerDraft(ctx)}/submit?version=1`,
      payload: articleBody(ctx.publisher),
    }),
    expect: authorOnly,
  },
  'DELETE /api/drafts/:id': {
    request: async (ctx) => ({ method: 'DELETE', url: `/api/drafts/${await ownerDraft(ctx)}` }),
    expect: authorOnly,
  },
  'PATCH /api/admin-articles/:id': {
    request: async (ctx) => ({ method: 'PATCH', url: `/api/admin-articles/${await ownerArticle(ctx)}` }),
    expect: editorsOnly,
  },
  'PUT /api/admin-articles/:id/schedule': {
    request: async ({ t, owner, publisher }) => ({
      method: 'PUT',
      url: `/api/admin-articles/${(await createArticle(t.database.db, { authorId: owner.id, publisher, status: 'pending' })).id}/schedule`,
      payload: { publishAt: new Date(Date.now() + 3_600_000).toISOString() },
    }),
    expect: editorsOnly,
  },
  'DELETE /api/admin-articles/:id/schedule': {
    request: async (ctx) => ({
      method: 'DELETE',
      url: `/api/admin-articles/${await ownerArticle(ctx)}/schedule`,
    }),
    expect: editorsOnly,
  },
  'GET /api/front-page': {
    request: () => ({ method: 'GET', url: '/api/front-page' }),
    expect: everyone,
  },
  'PUT /api/front-page/lead': {
    request: async (ctx) => ({
      method: 'PUT',
      url: '/api/front-page/lead',
      payload: { articleId: await ownerArticle(ctx) },
    }),
    expect: editorsOnly,
  },
  'DELETE /api/front-page/lead': {
    request: () => ({ method: 'DELETE', url: '/api/front-page/lead' }),
    expect: editorsOnly,
  },
  'PUT /api/articles/:id/live': {
    request: async (ctx) => ({ method: 'PUT', url: `/api/articles/${await ownerArticle(ctx)}/live` }),
    expect: editorsOnly,
  },
  'DELETE /api/articles/:id/live': {
    request: async (ctx) => ({ method: 'DELETE', url: `/api/articles/${await ownerArticle(ctx)}/live` }),
    expect: editorsOnly,
  },
  'PATCH /api/isPremium-articles/:id': {
    request: async (ctx) => ({ method: 'PATCH', url: `/api/isPremium-articles/${await ownerArticle(ctx)}` }),
    expect: editorsOnly,
  },
  'DELETE /api/isPremium-articles/:id': {
    request: async (ctx) => ({ method: 'DELETE', url: `/api/isPremium-articles/${await ownerArticle(ctx)}` }),
    expect: editorsOnly,
  },
  'PATCH /api/decline-articles/:id': {
    request: async (ctx) => ({
      method: 'PATCH',
      url: `/api/decline-articles/${await ownerArticle(ctx)}`,
      payload: { reason: 'Needs sources.' },
    }),
    expect: editorsOnly,
  },
  'POST /api/publisher': {
    request: ({ logo }) => ({
      method: 'POST',
      url: '/api/publisher',
      payload: { publisherName: `Paper ${unique()}`, image: logo },
    }),
    expect: editorsOnly,
  },
  'PUT /api/publisher/:id': {
    request: async ({ t, logo }) => ({
      method: 'PUT',
      url: `/api/publisher/${(await createPublisher(t.database.db)).id}`,
      payload: { publisherName: `Paper ${unique()}`, image: logo },
    }),
    expect: editorsOnly,
  },
  'DELETE /api/publisher/:id': {
    request: async ({ t }) => ({
      method: 'DELETE',
      url: `/api/publisher/${(await createPublisher(t.database.db)).id}`,
    }),
    expect: editorsOnly,
  },
  'GET /api/admin/overview': {
    request: () => ({ method: 'GET', url: '/api/admin/overview' }),
    expect: adminsOnly,
  },
  'GET /api/admin/audit-log': {
    request: () => ({ method: 'GET', url: '/api/admin/audit-log' }),
    expect: adminsOnly,
  },
  'GET /api/admin/contact-messages': {
    request: () => ({ method: 'GET', url: '/api/admin/contact-messages' }),
    expect: adminsOnly,
  },
  'PATCH /api/admin/contact-messages/:id': {
    request: async (ctx) => ({
      method: 'PATCH',
      url: `/api/admin/contact-messages/${await storedMessage(ctx)}`,
      payload: { handled: true },
    }),
    expect: adminsOnly,
  },
  'DELETE /api/admin/contact-messages/:id': {
    request: async (ctx) => ({
      method: 'DELETE',
      url: `/api/admin/contact-messages/${await storedMessage(ctx)}`,
    }),
    expect: adminsOnly,
  },
  'GET /api/admin/api-keys': {
    request: () => ({ method: 'GET', url: '/api/admin/api-keys' }),
    expect: adminsOnly,
  },
  'POST /api/admin/api-keys': {
    request: () => ({
      method: 'POST',
      url: '/api/admin/api-keys',
      payload: { name: 'Matrix key', kind: 'content' },
    }),
    expect: adminsOnly,
  },
  'PATCH /api/admin/api-keys/:id': {
    request: async (ctx) => ({
      method: 'PATCH',
      url: `/api/admin/api-keys/${await storedApiKey(ctx)}`,
      payload: { name: 'Renamed app' },
    }),
    expect: adminsOnly,
  },
  'POST /api/admin/api-keys/:id/revoke': {
    request: async (ctx) => ({
      method: 'POST',
      url: `/api/admin/api-keys/${await storedApiKey(ctx)}/revoke`,
    }),
    expect: adminsOnly,
  },
  'GET /api/admin/webhooks': {
    request: () => ({ method: 'GET', url: '/api/admin/webhooks' }),
    expect: adminsOnly,
  },
  'POST /api/admin/webhooks': {
    request: () => ({
      method: 'POST',
      url: '/api/admin/webhooks',
      payload: { url: 'https://example.test/new-hook', events: ['article.published'] },
    }),
    expect: adminsOnly,
  },
  'DELETE /api/admin/webhooks/:id': {
    request: async (ctx) => ({ method: 'DELETE', url: `/api/admin/webhooks/${await storedWebhook(ctx)}` }),
    expect: adminsOnly,
  },
  'GET /api/admin/webhooks/:id/deliveries': {
    request: async (ctx) => ({
      method: 'GET',
      url: `/api/admin/webhooks/${await storedWebhook(ctx)}/deliveries`,
    }),
    expect: adminsOnly,
  },
  'POST /api/admin/webhook-deliveries/:id/redeliver': {
    request: async (ctx) => ({
      method: 'POST',
      url: `/api/admin/webhook-deliveries/${await storedDelivery(ctx)}/redeliver`,
    }),
    expect: adminsOnly,
  },
  'GET /api/admin/newsletter-subscribers': {
    request: () => ({ method: 'GET', url: '/api/admin/newsletter-subscribers' }),
    expect: adminsOnly,
  },
  'GET /api/admin/newsletter-subscribers.csv': {
    request: () => ({ method: 'GET', url: '/api/admin/newsletter-subscribers.csv' }),
    expect: adminsOnly,
  },
  'GET /api/admin/export/archive': {
    request: () => ({ method: 'GET', url: '/api/admin/export/archive?images=no' }),
    expect: adminsOnly,
  },
  'POST /api/admin/imports': {
    request: () => ({ method: 'POST', url: '/api/admin/imports', ...importUpload() }),
    expect: adminsOnly,
  },
  'GET /api/admin/imports': {
    request: () => ({ method: 'GET', url: '/api/admin/imports' }),
    expect: adminsOnly,
  },
  'GET /api/admin/imports/:id': {
    request: async (ctx) => ({ method: 'GET', url: `/api/admin/imports/${await readImport(ctx)}` }),
    expect: adminsOnly,
  },
  'POST /api/admin/imports/:id/start': {
    request: async (ctx) => ({
      method: 'POST',
      url: `/api/admin/imports/${await readImport(ctx)}/start`,
      payload: { publisher: ctx.publisher, section: 'culture' },
    }),
    expect: adminsOnly,
  },
  'GET /api/admin/export/members.csv': {
    request: () => ({ method: 'GET', url: '/api/admin/export/members.csv' }),
    expect: adminsOnly,
  },
  'POST /api/create-payment-intent': {
    request: () => ({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { plan: 'premium', days: 7 },
    }),
    expect: signedIn,
  },
  'POST /api/test-payments/confirm': {
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/test-payments/confirm',
      payload: { clientSecret: (await startPayment(ctx)).clientSecret, card: TEST_CARD },
    }),
    expect: signedIn,
  },
  'POST /api/payment': {
    request: async (ctx) => {
      const { intentId, clientSecret } = await startPayment(ctx);
      if (ctx.caller) {
        await ctx.t.app.inject({
          method: 'POST',
          url: '/api/test-payments/confirm',
          headers: { authorization: `Bearer ${ctx.caller.token}` },
          payload: { clientSecret, card: TEST_CARD },
        });
      }
      return {
        method: 'POST',
        url: '/api/payment',
        payload: { transactionId: intentId, plan: 'premium', days: 7, totalPrice: 7 },
      };
    },
    expect: signedIn,
  },
  'POST /api/subscriptions/free': {
    request: () => ({ method: 'POST', url: '/api/subscriptions/free' }),
    expect: signedIn,
  },
  'GET /api/subscriptions/free': {
    request: () => ({ method: 'GET', url: '/api/subscriptions/free' }),
    expect: signedIn,
  },
  'GET /api/subscriptions/mine': {
    request: () => ({ method: 'GET', url: '/api/subscriptions/mine' }),
    expect: signedIn,
  },
  // Each role cancels, resumes or moves the clock of a renewal of its own (none of another's: no such route).
  'POST /api/subscriptions/mine/cancel': {
    request: async (ctx) => {
      await renewingCaller(ctx);
      return { method: 'POST', url: '/api/subscriptions/mine/cancel' };
    },
    expect: signedIn,
  },
  'POST /api/subscriptions/mine/resume': {
    request: async (ctx) => {
      await renewingCaller(ctx);
      return { method: 'POST', url: '/api/subscriptions/mine/resume' };
    },
    expect: signedIn,
  },
  'POST /api/subscriptions/mine/change': {
    request: async (ctx) => {
      await renewingCaller(ctx);
      return { method: 'POST', url: '/api/subscriptions/mine/change', payload: { plan: 'family', days: 30 } };
    },
    expect: signedIn,
  },
  'POST /api/test-payments/clock': {
    request: async (ctx) => {
      await renewingCaller(ctx);
      return { method: 'POST', url: '/api/test-payments/clock', payload: { days: 1 } };
    },
    expect: signedIn,
  },
  'GET /api/payments/:id': {
    // A payment of the owner's: the owner and admins may read it.
    request: async (ctx) => ({ method: 'GET', url: `/api/payments/${await ownerPayment(ctx)}` }),
    expect: ownerOrAdmin,
  },
  'GET /api/payment-history/:email': {
    request: ({ owner }) => ({ method: 'GET', url: `/api/payment-history/${owner.email}` }),
    expect: ownerOrAdmin,
  },
  'GET /api/payment-history': {
    request: () => ({ method: 'GET', url: '/api/payment-history' }),
    expect: adminsOnly,
  },
  'POST /api/payments/:id/refund': {
    // A fresh payment of the owner's each time: only an admin refunds it, not even its owner.
    request: async (ctx) => ({ method: 'POST', url: `/api/payments/${await ownerPayment(ctx)}/refund` }),
    expect: adminsOnly,
  },
  'POST /api/subscriptions/comps': {
    request: ({ owner }) => ({
      method: 'POST',
      url: '/api/subscriptions/comps',
      payload: { email: owner.email, days: 3 },
    }),
    expect: adminsOnly,
  },
  'POST /api/stripe/webhook': {
    // Without Stripe keys the webhook does not exist for anyone; with them it is verified by signature.
    request: () => ({ method: 'POST', url: '/api/stripe/webhook', payload: { type: 'ping' } }),
    expect: { visitor: 404, user: 404, other: 404, editor: 404, admin: 404 },
  },
  'POST /api/uploads/avatar': {
    // The register form's photo: anyone, kept only as a small square.
    request: async () => ({
      method: 'POST',
      url: '/api/uploads/avatar',
      ...multipartBody(await pngImage()),
    }),
    expect: everyone,
  },
  'POST /api/uploads': {
    request: async () => ({ method: 'POST', url: '/api/uploads', ...multipartBody(await pngImage()) }),
    expect: signedIn,
  },
  'GET /api/publisher': { request: () => ({ method: 'GET', url: '/api/publisher' }), expect: everyone },
  'GET /api/publishers/:slug': {
    request: ({ publisher }) => ({ method: 'GET', url: `/api/publishers/${slugOf(publisher)}` }),
    expect: everyone,
  },
  'GET /api/authors/:id': {
    request: ({ owner }) => ({ method: 'GET', url: `/api/authors/${owner.id}` }),
    expect: everyone,
  },
  'GET /api/authors/:id/articles': {
    request: ({ owner }) => ({ method: 'GET', url: `/api/authors/${owner.id}/articles` }),
    expect: everyone,
  },
  'GET /api/articlesCount': {
    request: () => ({ method: 'GET', url: '/api/articlesCount' }),
    expect: everyone,
  },
  'GET /api/recent-articles': {
    request: () => ({ method: 'GET', url: '/api/recent-articles' }),
    expect: everyone,
  },
  'GET /api/most-read-articles': {
    request: () => ({ method: 'GET', url: '/api/most-read-articles' }),
    expect: everyone,
  },
  'GET /api/stats': { request: () => ({ method: 'GET', url: '/api/stats' }), expect: everyone },
  'POST /api/newsletter': {
    request: () => ({
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: `n-${unique()}@example.test` },
    }),
    expect: everyone,
  },
  'POST /api/newsletter/unsubscribe': {
    request: () => ({
      method: 'POST',
      url: '/api/newsletter/unsubscribe',
      payload: { token: 'x'.repeat(32) },
    }),
    expect: everyone,
  },
  'GET /api/newsletter/confirm': {
    request: () => ({ method: 'GET', url: '/api/newsletter/confirm?token=not-a-link-of-ours' }),
    expect: everyone,
  },
  'POST /api/newsletter/confirm': {
    request: () => ({
      method: 'POST',
      url: '/api/newsletter/confirm',
      payload: { token: 'not-a-link-of-ours' },
    }),
    expect: everyone,
  },
  'GET /api/newsletter/subscription': {
    request: () => ({ method: 'GET', url: '/api/newsletter/subscription' }),
    expect: signedIn,
  },
  'PUT /api/newsletter/subscription': {
    request: () => ({ method: 'PUT', url: '/api/newsletter/subscription', payload: { subscribed: false } }),
    expect: signedIn,
  },
  'GET /api/newsletter/issues': {
    request: () => ({ method: 'GET', url: '/api/newsletter/issues' }),
    expect: editorsOnly,
  },
  'GET /api/readership': {
    request: () => ({ method: 'GET', url: '/api/readership?from=2026-01-01&to=2026-01-31' }),
    expect: editorsOnly,
  },
  'GET /api/readership/authors/:email': {
    request: ({ owner }) => ({
      method: 'GET',
      url: `/api/readership/authors/${owner.email}?from=2026-01-01`,
    }),
    expect: ownerOrEditor,
  },
  'GET /api/revenue': {
    request: () => ({ method: 'GET', url: '/api/revenue?months=3' }),
    expect: editorsOnly,
  },
  'GET /api/readership/top': {
    request: () => ({ method: 'GET', url: '/api/readership/top?period=7d' }),
    expect: editorsOnly,
  },
  'GET /api/newsletter/candidates': {
    request: () => ({ method: 'GET', url: '/api/newsletter/candidates' }),
    expect: editorsOnly,
  },
  'POST /api/newsletter/issues': {
    request: ({ articleId }) => ({
      method: 'POST',
      url: '/api/newsletter/issues',
      payload: { subject: 'Matrix', articleIds: [articleId] },
    }),
    expect: editorsOnly,
  },
  'GET /api/newsletter/issues/:id': {
    request: async (ctx) => ({ method: 'GET', url: `/api/newsletter/issues/${await draftIssue(ctx)}` }),
    expect: editorsOnly,
  },
  'PUT /api/newsletter/issues/:id': {
    request: async (ctx) => ({
      method: 'PUT',
      url: `/api/newsletter/issues/${await draftIssue(ctx)}`,
      payload: { subject: 'Matrix, changed', articleIds: [ctx.articleId] },
    }),
    expect: editorsOnly,
  },
  'GET /api/newsletter/issues/:id/preview': {
    request: async (ctx) => ({
      method: 'GET',
      url: `/api/newsletter/issues/${await draftIssue(ctx)}/preview`,
    }),
    expect: editorsOnly,
  },
  'POST /api/newsletter/issues/:id/test': {
    request: async (ctx) => ({
      method: 'POST',
      url: `/api/newsletter/issues/${await draftIssue(ctx)}/test`,
    }),
    expect: editorsOnly,
  },
  'POST /api/newsletter/issues/:id/send': {
    request: async (ctx) => ({
      method: 'POST',
      url: `/api/newsletter/issues/${await draftIssue(ctx)}/send`,
      payload: { sendAt: new Date(Date.now() + 86_400_000).toISOString() },
    }),
    expect: editorsOnly,
  },
  'GET /api/newsletter/archive/:id': {
    request: async (ctx) => ({ method: 'GET', url: `/api/newsletter/archive/${await sentIssue(ctx)}` }),
    expect: everyone,
  },
  'POST /api/contact': {
    request: () => ({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Tipster',
        email: 'tip@example.test',
        topic: 'tip',
        message: 'A tip for the newsroom today.',
      },
    }),
    expect: everyone,
  },
  'GET /api/auth/*': { request: () => ({ method: 'GET', url: '/api/auth/get-session' }), expect: everyone },
  'POST /api/auth/*': {
    request: () => ({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: `r-${unique()}@example.test`, redirectTo: 'http://localhost:3000/reset-password' },
    }),
    expect: everyone,
  },
  'POST /api/jwt': {
    // The token exchange reads the session cookie, not a bearer.
    request: ({ caller }) => ({
      method: 'POST',
      url: '/api/jwt',
      headers: caller ? { cookie: caller.cookie } : {},
    }),
    expect: signedIn,
  },
  'GET /api/comments/articles/:id': {
    request: ({ articleId }) => ({ method: 'GET', url: `/api/comments/articles/${articleId}` }),
    expect: everyone,
  },
  'GET /api/comments/articles/:id/summary': {
    request: ({ articleId }) => ({ method: 'GET', url: `/api/comments/articles/${articleId}/summary` }),
    expect: everyone,
  },
  'POST /api/comments/articles/:id': {
    request: ({ articleId }) => ({
      method: 'POST',
      url: `/api/comments/articles/${articleId}`,
      payload: { body: 'A comment from the matrix' },
    }),
    expect: signedIn,
  },
  'PUT /api/comments/articles/:id/open': {
    request: ({ articleId }) => ({
      method: 'PUT',
      url: `/api/comments/articles/${articleId}/open`,
      payload: { open: true },
    }),
    expect: editorsOnly,
  },
  'PATCH /api/comments/:id': {
    request: async (ctx) => ({
      method: 'PATCH',
      url: `/api/comments/${await ownerComment(ctx)}`,
      payload: { body: 'Edited in the matrix' },
    }),
    expect: commentAuthorOnly,
  },
  'DELETE /api/comments/:id': {
    request: async (ctx) => ({ method: 'DELETE', url: `/api/comments/${await ownerComment(ctx)}` }),
    expect: ownerOrEditor,
  },
  'POST /api/comments/:id/report': {
    request: async (ctx) => ({ method: 'POST', url: `/api/comments/${await ownerComment(ctx)}/report` }),
    expect: signedIn,
  },
  'PUT /api/comments/:id/hidden': {
    request: async (ctx) => ({
      method: 'PUT',
      url: `/api/comments/${await ownerComment(ctx)}/hidden`,
      payload: { hidden: true },
    }),
    expect: editorsOnly,
  },
  'GET /api/comments/moderation': {
    request: () => ({ method: 'GET', url: '/api/comments/moderation?view=recent' }),
    expect: editorsOnly,
  },
  'PUT /api/comments/bans/:userId': {
    request: async ({ t }) => ({
      method: 'PUT',
      url: `/api/comments/bans/${(await createUser(t.database.db)).id}`,
      payload: { reason: 'Barred by the matrix' },
    }),
    expect: editorsOnly,
  },
  'DELETE /api/comments/bans/:userId': {
    request: async ({ t }) => ({
      method: 'DELETE',
      url: `/api/comments/bans/${(await createUser(t.database.db)).id}`,
    }),
    expect: editorsOnly,
  },
  'GET /api/comments/site/open': {
    request: () => ({ method: 'GET', url: '/api/comments/site/open' }),
    expect: editorsOnly,
  },
  'PUT /api/comments/site/open': {
    request: () => ({ method: 'PUT', url: '/api/comments/site/open', payload: { open: true } }),
    expect: adminsOnly,
  },
  'GET /api/comments/mail': {
    request: () => ({ method: 'GET', url: '/api/comments/mail' }),
    expect: signedIn,
  },
  'PUT /api/comments/mail': {
    request: () => ({ method: 'PUT', url: '/api/comments/mail', payload: { notify: true } }),
    expect: signedIn,
  },
  'POST /api/articles/:id/giftLinks': {
    request: async (ctx) => ({
      method: 'POST',
      url: `/api/articles/${await giftableArticle(ctx)}/giftLinks`,
    }),
    expect: signedIn,
  },
  'GET /api/giftLinks': { request: () => ({ method: 'GET', url: '/api/giftLinks' }), expect: signedIn },
  // Another reader's gift link, editors' and admins' included, is not there to withdraw.
  'DELETE /api/giftLinks/:id': {
    request: async (ctx) => ({ method: 'DELETE', url: `/api/giftLinks/${await ownerGiftLink(ctx)}` }),
    expect: authorOnly,
  },
  // The meter answers everyone: what it opens is decided for the caller (off while no allowance is set).
  'POST /api/articles/:id/meter': {
    request: ({ articleId }) => ({ method: 'POST', url: `/api/articles/${articleId}/meter` }),
    expect: everyone,
  },
  'GET /api/meter/settings': {
    request: () => ({ method: 'GET', url: '/api/meter/settings' }),
    expect: adminsOnly,
  },
  'PUT /api/meter/settings': {
    request: () => ({
      method: 'PUT',
      url: '/api/meter/settings',
      payload: { registered: 0, visitors: 0 },
    }),
    expect: adminsOnly,
  },
  'GET /api/saved': { request: () => ({ method: 'GET', url: '/api/saved' }), expect: signedIn },
  'GET /api/saved/states': {
    request: ({ articleId }) => ({ method: 'GET', url: `/api/saved/states?ids=${articleId}` }),
    expect: signedIn,
  },
  'GET /api/saved/:id': {
    request: ({ articleId }) => ({ method: 'GET', url: `/api/saved/${articleId}` }),
    expect: signedIn,
  },
  'PUT /api/saved/:id': {
    request: ({ articleId }) => ({ method: 'PUT', url: `/api/saved/${articleId}` }),
    expect: signedIn,
  },
  'DELETE /api/saved/:id': {
    request: ({ articleId }) => ({ method: 'DELETE', url: `/api/saved/${articleId}` }),
    expect: signedIn,
  },
  'GET /api/me': { request: () => ({ method: 'GET', url: '/api/me' }), expect: signedIn },
  'GET /api/me/sessions': { request: () => ({ method: 'GET', url: '/api/me/sessions' }), expect: signedIn },
  // A session of the owner's: another reader, editors and admins included, finds nothing there.
  'DELETE /api/me/sessions/:id': {
    request: async ({ t, owner }) => {
      const other = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: owner.email, password: owner.password },
      });
      const id = (other.json() as { user: unknown; token: string }).token;
      const [row] = await t.database.db.select({ id: session.id }).from(session).where(eq(session.token, id));
      return { method: 'DELETE', url: `/api/me/sessions/${row?.id}` };
    },
    expect: authorOnly,
  },
  // The old address's undo link: whoever holds the mail, signed in or not, as anyone.
  'POST /api/account/email-change/undo': {
    request: async ({ t }) => {
      const moved = await registerUser(t);
      const token = createUndoTokens(t.app.config.authSecret).make({
        userId: moved.id,
        from: `back-${randomUUID().slice(0, 8)}@example.test`,
        to: moved.email,
      });
      return { method: 'POST', url: '/api/account/email-change/undo', payload: { token } };
    },
    expect: everyone,
  },
  'POST /api/me/sessions/end-others': {
    request: () => ({ method: 'POST', url: '/api/me/sessions/end-others' }),
    expect: signedIn,
  },
  // Each caller deletes their own account: a fresh one of the caller's role, so the shared callers stay (an
  // admin can, as another admin remains). A visitor has none.
  'POST /api/account/delete': {
    request: async ({ t, role }) => {
      const url = '/api/account/delete';
      if (role === 'visitor')
        return { method: 'POST', url, payload: { articles: 'keep', confirmEmail: 'a@example.test' } };
      const leaving = await registerUser(t, {
        role: role === 'editor' || role === 'admin' ? role : 'user',
      });
      return {
        method: 'POST',
        url,
        // Its own token; with a cookie (of nothing), so the matrix adds not the caller's token instead.
        headers: { authorization: `Bearer ${leaving.token}`, cookie: 'unrelated=1' },
        payload: { articles: 'keep', password: leaving.password, confirmEmail: leaving.email },
      };
    },
    expect: signedIn,
  },
  // Each caller's own file: anyone signed in gets theirs, and nobody another's (there is no one to name).
  'GET /api/me/data': { request: () => ({ method: 'GET', url: '/api/me/data' }), expect: signedIn },
  'PATCH /api/me': {
    request: ({ caller }) => ({
      method: 'PATCH',
      url: '/api/me',
      payload: { name: caller?.name ?? 'Visitor', photo: '' },
    }),
    expect: signedIn,
  },
  'POST /api/users': {
    request: ({ owner }) => ({ method: 'POST', url: '/api/users', payload: { email: owner.email } }),
    expect: { visitor: 401, user: 'ok', other: 403, editor: 403, admin: 403 },
  },
  'GET /api/users': { request: () => ({ method: 'GET', url: '/api/users' }), expect: adminsOnly },
  'GET /api/users/admin/:email': {
    request: ({ owner }) => ({ method: 'GET', url: `/api/users/admin/${owner.email}` }),
    expect: ownerOrAdmin,
  },
  'PATCH /api/users/admin/:id': {
    request: async ({ t }) => ({
      method: 'PATCH',
      url: `/api/users/admin/${(await createUser(t.database.db)).id}`,
      payload: { role: 'admin' },
    }),
    expect: adminsOnly,
  },
  'DELETE /api/users/:id/second-step': {
    request: async ({ t }) => ({
      method: 'DELETE',
      url: `/api/users/${(await createUser(t.database.db, { twoFactorEnabled: true })).id}/second-step`,
    }),
    expect: adminsOnly,
  },
};

let t: TestApp;
let callers: Record<Role, TestUser | null>;
let articleId: string;
let publisher: string;
let logo: string;

beforeAll(async () => {
  t = await createTestApp();
  callers = {
    visitor: null,
    user: await registerUser(t, { name: 'Owner' }),
    other: await registerUser(t, { name: 'Other' }),
    editor: await registerUser(t, { name: 'Editor', role: 'editor' }),
    admin: await registerUser(t, { name: 'Admin', role: 'admin' }),
  };
  publisher = (await createPublisher(t.database.db)).publisherName;
  const logoBody = multipartBody(await pngImage(200, 200));
  const upload = await t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    payload: logoBody.payload,
    headers: { ...logoBody.headers, authorization: `Bearer ${(callers.admin as TestUser).token}` },
  });
  logo = upload.json().data.display_url;
  articleId = (
    await createArticle(t.database.db, {
      authorId: (callers.user as TestUser).id,
      publisher,
      status: 'approve',
    })
  ).id;
});
afterAll(() => t.close());

/** A matrix row's request as the page renderer would call the endpoint in process: its key and inputs. */
function directInput(route: string, url: string) {
  const [method, pattern] = route.split(' ') as [string, string];
  const key = `${method} ${pattern.replace(/^\/api/, '')}`;
  if (!t.app.directCalls.has(key)) return undefined;
  const target = new URL(url, 'http://localhost');
  const names = pattern.split('/');
  const values = target.pathname.split('/');
  const params: Record<string, string> = {};
  names.forEach((name, index) => {
    if (name.startsWith(':')) params[name.slice(1)] = decodeURIComponent(values[index] ?? '');
  });
  return { key, params, query: Object.fromEntries(target.searchParams) };
}

describe('authorization matrix', () => {
  it('has a row for every registered /api route, and no row for a route that is gone', () => {
    const registered = [...new Set(t.app.apiRoutes.map((route) => `${route.method} ${route.url}`))].sort();
    expect(Object.keys(MATRIX).sort()).toEqual(registered);
  });

  it('matches each route’s declared access rule', () => {
    for (const route of t.app.apiRoutes) {
      const row = MATRIX[`${route.method} ${route.url}`];
      if (!row) continue;
      const declared = route.access;
      if (declared === 'admin') expect(row.expect, `${route.method} ${route.url}`).toEqual(adminsOnly);
      if (declared === 'editor') expect(row.expect, `${route.method} ${route.url}`).toEqual(editorsOnly);
      if (declared === 'user') expect(row.expect.visitor, `${route.method} ${route.url}`).toBe(401);
    }
  });

  for (const [route, row] of Object.entries(MATRIX)) {
    it(`${route}: visitor / user / another user / editor / admin`, async () => {
      const owner = callers.user as TestUser;
      for (const role of ['visitor', 'user', 'other', 'editor', 'admin'] as const) {
        const caller = callers[role];
        const options = await row.request({ t, owner, role, caller, articleId, publisher, logo });
        const headers = { ...(options.headers ?? {}) } as Record<string, string>;
        if (caller && !headers.cookie) headers.authorization = `Bearer ${caller.token}`;
        const response = await t.app.inject({ ...options, headers });
        // A page's reads are answered in process (src/server/lib/serve.ts): the same answer, or none at all.
        if ((options.method ?? 'GET') === 'GET' && !headers.cookie) {
          const viewer = caller && (await t.app.resolveViewer({ authorization: `Bearer ${caller.token}` }));
          const input = directInput(route, String(options.url));
          const direct = input && (await callDirect(t.app, input.key, input, viewer ?? null));
          if (direct && direct.status !== 404)
            expect(
              [direct.status, direct.status < 300 ? direct.data : direct.error],
              `${route} in process as ${role}`,
            ).toEqual([response.statusCode, response.json()]);
        }
        const expected = row.expect[role];
        if (expected === 'ok') {
          expect(response.statusCode, `${route} as ${role}: ${response.body}`).toBeGreaterThanOrEqual(200);
          expect(response.statusCode, `${route} as ${role}: ${response.body}`).toBeLessThan(300);
        } else {
          expect(response.statusCode, `${route} as ${role}`).toBe(expected);
          expect(response.json()).toMatchObject({ statusCode: expected, message: expect.any(String) });
        }
      }
    });
  }
});
