import { eq } from 'drizzle-orm';
import { giftLinks, user } from '../../../src/server/db/schema';
import { createArticle } from '../../factories';
import type { TestUser } from '../../setup/auth';
import { type Case, type Context, get, MISSING_ID, send } from './context';

/** A premium article of the admin's, with `who` made a subscriber: its id. */
async function premiumArticle({ t, admin, publisher }: Context, who: TestUser): Promise<string> {
  await t.database.db
    .update(user)
    .set({ premiumUntil: new Date(Date.now() + 86_400_000) })
    .where(eq(user.id, who.id));
  return (
    await createArticle(t.database.db, { authorId: admin.id, publisher, status: 'approve', isPremium: true })
  ).id;
}

/** A gift link of the reader's: its id. */
async function readerGift(ctx: Context): Promise<string> {
  const articleId = await premiumArticle(ctx, ctx.reader);
  const [row] = await ctx.t.database.db
    .insert(giftLinks)
    .values({ articleId, senderId: ctx.reader.id, expiresAt: new Date(Date.now() + 86_400_000) })
    .returning({ id: giftLinks.id });
  if (!row) throw new Error('gift link not stored');
  return row.id;
}

/** Subscribers' gift links. */
export const giftCases: Record<string, Case[]> = {
  'POST /api/articles/{id}/giftLinks': [
    {
      name: 'a gift link',
      as: 'reader',
      status: 201,
      request: async (ctx) =>
        send('POST', `/api/articles/${await premiumArticle(ctx, ctx.reader)}/giftLinks`),
    },
    {
      name: 'a free article',
      as: 'reader',
      status: 409,
      request: ({ articleId }) => send('POST', `/api/articles/${articleId}/giftLinks`),
    },
    {
      name: 'not a subscriber',
      as: 'unverified',
      status: 403,
      request: ({ adminArticleId }) => send('POST', `/api/articles/${adminArticleId}/giftLinks`),
    },
    {
      name: 'no such article',
      as: 'reader',
      status: 404,
      request: () => send('POST', `/api/articles/${MISSING_ID}/giftLinks`),
    },
    {
      name: 'not an id',
      as: 'reader',
      status: 400,
      request: () => send('POST', '/api/articles/x/giftLinks'),
    },
    {
      name: 'a visitor',
      as: 'visitor',
      status: 401,
      request: ({ adminArticleId }) => send('POST', `/api/articles/${adminArticleId}/giftLinks`),
    },
  ],
  'GET /api/giftLinks': [
    { name: 'the reader’s gift links', as: 'reader', status: 200, request: () => get('/api/giftLinks') },
    { name: 'a visitor', as: 'visitor', status: 401, request: () => get('/api/giftLinks') },
  ],
  'DELETE /api/giftLinks/{id}': [
    {
      name: 'a withdrawal',
      as: 'reader',
      status: 200,
      request: async (ctx) => send('DELETE', `/api/giftLinks/${await readerGift(ctx)}`),
    },
    {
      name: 'another reader’s link',
      as: 'admin',
      status: 404,
      request: async (ctx) => send('DELETE', `/api/giftLinks/${await readerGift(ctx)}`),
    },
    { name: 'not an id', as: 'reader', status: 400, request: () => send('DELETE', '/api/giftLinks/x') },
    {
      name: 'a visitor',
      as: 'visitor',
      status: 401,
      request: () => send('DELETE', `/api/giftLinks/${MISSING_ID}`),
    },
  ],
};
