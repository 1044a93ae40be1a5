import type { InjectOptions } from 'fastify';
import { articleDrafts } from '../../../src/server/db/schema';
import { createArticleNotesRepository } from '../../../src/server/modules/articles/article-notes.repository';
import { createArticleRevisionsRepository } from '../../../src/server/modules/articles/article-revisions.repository';
import { someAddress } from '../../setup/auth';
import {
  articleBody,
  type Case,
  type Context,
  FLOOD_ADDRESS,
  get,
  MISSING_ID,
  ownArticle,
  send,
} from './context';

/** A correction on the article, by the context's admin: its id. */
const addNote = (ctx: Context, articleId: string) =>
  createArticleNotesRepository(ctx.t.database.db).add(
    articleId,
    {
      kind: 'correction',
      text: 'The bridge opened in 1894.',
      notedOn: new Date().toISOString().slice(0, 10),
    },
    ctx.admin.id,
  );

/** Articles and their moderation. */
export const articleCases: Record<string, Case[]> = {
  'GET /api/articles/{id}': [
    {
      name: 'an article',
      as: 'visitor',
      status: 200,
      request: ({ articleId }) => get(`/api/articles/${articleId}`),
    },
    {
      name: 'its author',
      as: 'reader',
      status: 200,
      request: ({ articleId }) => get(`/api/articles/${articleId}`),
    },
    {
      name: 'a missing article',
      as: 'visitor',
      status: 404,
      request: () => get(`/api/articles/${MISSING_ID}`),
    },
    { name: 'not an id', as: 'visitor', status: 400, request: () => get('/api/articles/not-an-id') },
    {
      name: 'through a gift link that is not one',
      as: 'visitor',
      status: 200,
      revalidate: false,
      request: ({ articleId }) => get(`/api/articles/${articleId}?gift=not-a-gift`),
    },
    {
      name: 'a gift parameter too long',
      as: 'visitor',
      status: 400,
      request: ({ articleId }) => get(`/api/articles/${articleId}?gift=${'a'.repeat(201)}`),
    },
  ],
  'GET /api/article/{id}': [
    {
      name: 'an article',
      as: 'admin',
      status: 200,
      request: ({ articleId }) => get(`/api/article/${articleId}`),
    },
    {
      name: 'a missing article',
      as: 'visitor',
      status: 404,
      request: () => get(`/api/article/${MISSING_ID}`),
    },
  ],
  'GET /api/articles/{id}/related': [
    {
      name: 'related',
      as: 'visitor',
      status: 200,
      request: ({ articleId }) => get(`/api/articles/${articleId}/related`),
    },
    {
      name: 'a missing article',
      as: 'visitor',
      status: 404,
      request: () => get(`/api/articles/${MISSING_ID}/related`),
    },
  ],
  'POST /api/articles': [
    {
      name: 'an article',
      as: 'reader',
      status: 201,
      request: ({ publisher, logo }) => send('POST', '/api/articles', articleBody(publisher, logo)),
    },
    { name: 'no title', as: 'reader', status: 400, request: () => send('POST', '/api/articles', {}) },
    {
      name: 'an unconfirmed address',
      as: 'unverified',
      status: 403,
      request: ({ publisher }) => send('POST', '/api/articles', articleBody(publisher)),
    },
  ],
  'PATCH /api/updateArticles/{id}': [
    {
      name: 'one’s own',
      as: 'reader',
      status: 200,
      request: async (ctx) =>
        send('PATCH', `/api/updateArticles/${await ownArticle(ctx)}`, articleBody(ctx.publisher)),
    },
    {
      name: 'someone else’s',
      as: 'reader',
      status: 403,
      request: ({ adminArticleId, publisher }) =>
        send('PATCH', `/api/updateArticles/${adminArticleId}`, articleBody(publisher)),
    },
    {
      name: 'a missing article',
      as: 'reader',
      status: 404,
      request: ({ publisher }) => send('PATCH', `/api/updateArticles/${MISSING_ID}`, articleBody(publisher)),
    },
    {
      name: 'no fields',
      as: 'reader',
      status: 400,
      request: ({ articleId }) => send('PATCH', `/api/updateArticles/${articleId}`, {}),
    },
  ],
  'DELETE /api/article/{id}': [
    {
      name: 'one’s own',
      as: 'reader',
      status: 200,
      request: async (ctx) => send('DELETE', `/api/article/${await ownArticle(ctx)}`),
    },
    {
      name: 'someone else’s',
      as: 'reader',
      status: 403,
      request: ({ adminArticleId }) => send('DELETE', `/api/article/${adminArticleId}`),
    },
    {
      name: 'a missing article',
      as: 'reader',
      status: 404,
      request: () => send('DELETE', `/api/article/${MISSING_ID}`),
    },
  ],
  'GET /api/articles': [
    { name: 'every article', as: 'admin', status: 200, request: () => get('/api/articles?status=approve') },
    { name: 'an unknown status', as: 'admin', status: 400, request: () => get('/api/articles?status=lost') },
  ],
  'GET /api/myArticles/{email}': [
    {
      name: 'one’s own',
      as: 'reader',
      status: 200,
      request: ({ reader }) => get(`/api/myArticles/${reader.email}`),
    },
    {
      name: 'someone else’s',
      as: 'reader',
      status: 403,
      request: ({ admin }) => get(`/api/myArticles/${admin.email}`),
    },
  ],
  'GET /api/articlesCount': [
    { name: 'the top articles', as: 'visitor', status: 200, request: () => get('/api/articlesCount') },
    { name: 'too many', as: 'visitor', status: 400, request: () => get('/api/articlesCount?limit=99') },
  ],
  'GET /api/most-read-articles': [
    { name: 'this week', as: 'visitor', status: 200, request: () => get('/api/most-read-articles?limit=3') },
    { name: 'as a reader', as: 'reader', status: 200, request: () => get('/api/most-read-articles') },
    { name: 'too many', as: 'visitor', status: 400, request: () => get('/api/most-read-articles?limit=21') },
  ],
  'GET /api/recent-articles': [
    { name: 'a page', as: 'visitor', status: 200, request: () => get('/api/recent-articles?limit=2') },
    { name: 'a page as a reader', as: 'reader', status: 200, request: () => get('/api/recent-articles') },
    { name: 'limit 0', as: 'visitor', status: 400, request: () => get('/api/recent-articles?limit=0') },
  ],
  'GET /api/search-suggestions': [
    {
      name: 'suggestions',
      as: 'visitor',
      status: 200,
      request: () => get('/api/search-suggestions?q=document'),
    },
    { name: 'no query', as: 'visitor', status: 400, request: () => get('/api/search-suggestions') },
  ],
  'GET /api/searchArticles': [
    {
      name: 'a search',
      as: 'visitor',
      status: 200,
      request: () => get('/api/searchArticles?search=article'),
    },
    { name: 'no search', as: 'visitor', status: 400, request: () => get('/api/searchArticles') },
  ],
  'GET /api/articlesIsPremuan': [
    { name: 'premium articles', as: 'reader', status: 200, request: () => get('/api/articlesIsPremuan') },
  ],
  'PATCH /api/viewCount/{id}': [
    {
      name: 'a view',
      as: 'visitor',
      status: 200,
      request: ({ articleId }) => ({
        ...send('PATCH', `/api/viewCount/${articleId}`),
        remoteAddress: someAddress(),
      }),
    },
    {
      name: 'a missing article',
      as: 'visitor',
      status: 404,
      request: () => send('PATCH', `/api/viewCount/${MISSING_ID}`),
    },
    {
      name: 'too many views',
      as: 'visitor',
      status: 429,
      repeat: 10,
      request: ({ articleId }) => ({
        ...send('PATCH', `/api/viewCount/${articleId}`),
        remoteAddress: FLOOD_ADDRESS,
      }),
    },
  ],
  'POST /api/articles/moderation': [
    {
      name: 'a bulk approval',
      as: 'admin',
      status: 200,
      request: async (ctx) =>
        send('POST', '/api/articles/moderation', {
          action: 'approve',
          ids: [await ownArticle(ctx, 'pending'), MISSING_ID],
        }),
    },
    {
      name: 'a decline without a reason',
      as: 'admin',
      status: 400,
      request: ({ articleId }) =>
        send('POST', '/api/articles/moderation', { action: 'decline', ids: [articleId] }),
    },
    {
      name: 'a reader',
      as: 'reader',
      status: 403,
      request: ({ articleId }) =>
        send('POST', '/api/articles/moderation', { action: 'approve', ids: [articleId] }),
    },
  ],
  'GET /api/articles/{id}/review': [
    {
      name: 'an article in review',
      as: 'admin',
      status: 200,
      request: async (ctx) => get(`/api/articles/${await ownArticle(ctx, 'pending')}/review`),
    },
    {
      name: 'a reader',
      as: 'reader',
      status: 403,
      request: ({ articleId }) => get(`/api/articles/${articleId}/review`),
    },
    {
      name: 'a missing article',
      as: 'admin',
      status: 404,
      request: () => get(`/api/articles/${MISSING_ID}/review`),
    },
  ],
  'GET /api/articles/{id}/revisions': [
    {
      name: 'a history',
      as: 'admin',
      status: 200,
      request: async (ctx) => {
        const id = await ownArticle(ctx);
        await createArticleRevisionsRepository(ctx.t.database.db).keepLive(id, null);
        return get(`/api/articles/${id}/revisions`);
      },
    },
    {
      name: 'its author',
      as: 'reader',
      status: 200,
      request: ({ articleId }) => get(`/api/articles/${articleId}/revisions`),
    },
    {
      name: 'another reader',
      as: 'reader',
      status: 403,
      request: ({ adminArticleId }) => get(`/api/articles/${adminArticleId}/revisions`),
    },
    {
      name: 'a missing article',
      as: 'admin',
      status: 404,
      request: () => get(`/api/articles/${MISSING_ID}/revisions`),
    },
  ],
  'POST /api/articles/{id}/revisions/{number}/restore': [
    {
      name: 'a restore',
      as: 'admin',
      status: 200,
      request: async (ctx) => {
        const id = await ownArticle(ctx);
        await createArticleRevisionsRepository(ctx.t.database.db).keepLive(id, null);
        return send('POST', `/api/articles/${id}/revisions/1/restore`);
      },
    },
    {
      name: 'no such revision',
      as: 'admin',
      status: 404,
      request: ({ articleId }) => send('POST', `/api/articles/${articleId}/revisions/99/restore`),
    },
    {
      name: 'not a number',
      as: 'admin',
      status: 400,
      request: ({ articleId }) => send('POST', `/api/articles/${articleId}/revisions/one/restore`),
    },
  ],
  'GET /api/articles/{id}/notes': [
    {
      name: 'the notes',
      as: 'admin',
      status: 200,
      request: async (ctx) => {
        const id = await ownArticle(ctx);
        await addNote(ctx, id);
        return get(`/api/articles/${id}/notes`);
      },
    },
    {
      name: 'a reader',
      as: 'reader',
      status: 403,
      request: ({ articleId }) => get(`/api/articles/${articleId}/notes`),
    },
    {
      name: 'a missing article',
      as: 'admin',
      status: 404,
      request: () => get(`/api/articles/${MISSING_ID}/notes`),
    },
  ],
  'POST /api/articles/{id}/notes': [
    {
      name: 'a correction',
      as: 'admin',
      status: 201,
      request: async (ctx) =>
        send('POST', `/api/articles/${await ownArticle(ctx)}/notes`, {
          kind: 'correction',
          text: 'The bridge opened in 1894.',
        }),
    },
    {
      name: 'an unknown kind',
      as: 'admin',
      status: 400,
      request: ({ articleId }) =>
        send('POST', `/api/articles/${articleId}/notes`, { kind: 'retraction', text: 'x' }),
    },
    {
      name: 'a reader',
      as: 'reader',
      status: 403,
      request: ({ articleId }) =>
        send('POST', `/api/articles/${articleId}/notes`, { kind: 'update', text: 'x' }),
    },
    {
      name: 'an article not live',
      as: 'admin',
      status: 409,
      request: async (ctx) =>
        send('POST', `/api/articles/${await ownArticle(ctx, 'pending')}/notes`, {
          kind: 'update',
          text: 'x',
        }),
    },
    {
      name: 'a missing article',
      as: 'admin',
      status: 404,
      request: () => send('POST', `/api/articles/${MISSING_ID}/notes`, { kind: 'update', text: 'x' }),
    },
  ],
  'DELETE /api/articles/{id}/notes/{noteId}': [
    {
      name: 'a removal',
      as: 'admin',
      status: 200,
      request: async (ctx) => {
        const id = await ownArticle(ctx);
        return send('DELETE', `/api/articles/${id}/notes/${await addNote(ctx, id)}`);
      },
    },
    {
      name: 'no such note',
      as: 'admin',
      status: 404,
      request: ({ articleId }) => send('DELETE', `/api/articles/${articleId}/notes/${MISSING_ID}`),
    },
    {
      name: 'not an id',
      as: 'admin',
      status: 400,
      request: ({ articleId }) => send('DELETE', `/api/articles/${articleId}/notes/one`),
    },
    {
      name: 'a reader',
      as: 'reader',
      status: 403,
      request: ({ articleId }) => send('DELETE', `/api/articles/${articleId}/notes/${MISSING_ID}`),
    },
  ],
  'PATCH /api/admin-articles/{id}': [
    {
      name: 'an approval',
      as: 'admin',
      status: 200,
      request: async (ctx) => send('PATCH', `/api/admin-articles/${await ownArticle(ctx, 'pending')}`),
    },
    {
      name: 'a missing article',
      as: 'admin',
      status: 404,
      request: () => send('PATCH', `/api/admin-articles/${MISSING_ID}`),
    },
  ],
  'PUT /api/admin-articles/{id}/schedule': [
    {
      name: 'a time ahead',
      as: 'admin',
      status: 200,
      request: async (ctx) =>
        send('PUT', `/api/admin-articles/${await ownArticle(ctx, 'pending')}/schedule`, {
          publishAt: new Date(Date.now() + 3_600_000).toISOString(),
        }),
    },
    {
      name: 'a time past',
      as: 'admin',
      status: 400,
      request: async (ctx) =>
        send('PUT', `/api/admin-articles/${await ownArticle(ctx, 'pending')}/schedule`, {
          publishAt: '2001-01-01T00:00:00Z',
        }),
    },
    {
      name: 'a live article',
      as: 'admin',
      status: 409,
      request: async (ctx) =>
        send('PUT', `/api/admin-articles/${await ownArticle(ctx)}/schedule`, {
          publishAt: new Date(Date.now() + 3_600_000).toISOString(),
        }),
    },
    {
      name: 'a missing article',
      as: 'admin',
      status: 404,
      request: () =>
        send('PUT', `/api/admin-articles/${MISSING_ID}/schedule`, {
          publishAt: new Date(Date.now() + 3_600_000).toISOString(),
        }),
    },
  ],
  'DELETE /api/admin-articles/{id}/schedule': [
    {
      name: 'a cancelled time',
      as: 'admin',
      status: 200,
      request: async (ctx) =>
        send('DELETE', `/api/admin-articles/${await ownArticle(ctx, 'pending')}/schedule`),
    },
    {
      name: 'a missing article',
      as: 'admin',
      status: 404,
      request: () => send('DELETE', `/api/admin-articles/${MISSING_ID}/schedule`),
    },
  ],
  'PATCH /api/isPremium-articles/{id}': [
    {
      name: 'premium',
      as: 'admin',
      status: 200,
      request: async (ctx) => send('PATCH', `/api/isPremium-articles/${await ownArticle(ctx)}`),
    },
    {
      name: 'a missing article',
      as: 'admin',
      status: 404,
      request: () => send('PATCH', `/api/isPremium-articles/${MISSING_ID}`),
    },
  ],
  'DELETE /api/isPremium-articles/{id}': [
    {
      name: 'free again',
      as: 'admin',
      status: 200,
      request: async (ctx) => send('DELETE', `/api/isPremium-articles/${await ownArticle(ctx)}`),
    },
    {
      name: 'a missing article',
      as: 'admin',
      status: 404,
      request: () => send('DELETE', `/api/isPremium-articles/${MISSING_ID}`),
    },
  ],
  'PATCH /api/decline-articles/{id}': [
    {
      name: 'a decline',
      as: 'admin',
      status: 200,
      request: async (ctx) =>
        send('PATCH', `/api/decline-articles/${await ownArticle(ctx, 'pending')}`, {
          reason: 'Needs sources.',
        }),
    },
    {
      name: 'no reason',
      as: 'admin',
      status: 400,
      request: ({ articleId }) => send('PATCH', `/api/decline-articles/${articleId}`, {}),
    },
    {
      name: 'a missing article',
      as: 'admin',
      status: 404,
      request: () => send('PATCH', `/api/decline-articles/${MISSING_ID}`, { reason: 'Needs sources.' }),
    },
  ],
};

/** A draft of the reader's: its id. */
const ownDraft = async ({ t, reader }: Context) => {
  const [row] = await t.database.db
    .insert(articleDrafts)
    .values({ authorId: reader.id, title: 'A document test draft' })
    .returning({ id: articleDrafts.id });
  if (!row) throw new Error('draft not stored');
  return row.id;
};
const put = (url: string, payload: Record<string, unknown>): InjectOptions => ({
  method: 'PUT',
  url,
  payload,
});

/** An author's drafts (docs/product.md#drafts). */
export const draftCases: Record<string, Case[]> = {
  'GET /api/drafts': [
    { name: 'the reader’s drafts', as: 'reader', status: 200, request: () => get('/api/drafts') },
  ],
  'POST /api/drafts': [
    {
      name: 'a draft',
      as: 'reader',
      status: 201,
      request: () => send('POST', '/api/drafts', { title: 'Tide' }),
    },
    {
      name: 'a tag that does not exist',
      as: 'reader',
      status: 400,
      request: () => send('POST', '/api/drafts', { tags: ['gossip'] }),
    },
    {
      name: 'an unconfirmed address',
      as: 'unverified',
      status: 403,
      request: () => send('POST', '/api/drafts', { title: 'Tide' }),
    },
  ],
  'GET /api/drafts/{id}': [
    {
      name: 'a draft',
      as: 'reader',
      status: 200,
      request: async (ctx) => get(`/api/drafts/${await ownDraft(ctx)}`),
    },
    {
      name: 'someone else’s',
      as: 'admin',
      status: 404,
      request: async (ctx) => get(`/api/drafts/${await ownDraft(ctx)}`),
    },
    { name: 'not an id', as: 'reader', status: 400, request: () => get('/api/drafts/not-an-id') },
  ],
  'PUT /api/drafts/{id}': [
    {
      name: 'a save',
      as: 'reader',
      status: 200,
      request: async (ctx) => put(`/api/drafts/${await ownDraft(ctx)}`, { version: 1, title: 'Tides' }),
    },
    {
      name: 'a save based on an older version',
      as: 'reader',
      status: 409,
      request: async (ctx) => {
        const id = await ownDraft(ctx);
        await ctx.t.app.inject({
          ...put(`/api/drafts/${id}`, { version: 1, title: 'Tides' }),
          headers: { authorization: `Bearer ${ctx.reader.token}` },
        });
        return put(`/api/drafts/${id}`, { version: 1, title: 'Tides again' });
      },
    },
    {
      name: 'no version',
      as: 'reader',
      status: 400,
      request: async (ctx) => put(`/api/drafts/${await ownDraft(ctx)}`, { title: 'Tides' }),
    },
    {
      name: 'a missing draft',
      as: 'reader',
      status: 404,
      request: () => put(`/api/drafts/${MISSING_ID}`, { version: 1 }),
    },
  ],
  'POST /api/drafts/{id}/submit': [
    {
      name: 'a submitted draft',
      as: 'reader',
      status: 201,
      request: async (ctx) =>
        send('POST', `/api/drafts/${await ownDraft(ctx)}/submit?version=1`, articleBody(ctx.publisher)),
    },
    {
      name: 'a stale version',
      as: 'reader',
      status: 409,
      request: async (ctx) =>
        send('POST', `/api/drafts/${await ownDraft(ctx)}/submit?version=2`, articleBody(ctx.publisher)),
    },
    {
      name: 'an incomplete article',
      as: 'reader',
      status: 400,
      request: async (ctx) =>
        send('POST', `/api/drafts/${await ownDraft(ctx)}/submit?version=1`, { title: 'x' }),
    },
    {
      name: 'a missing draft',
      as: 'reader',
      status: 404,
      request: (ctx) =>
        send('POST', `/api/drafts/${MISSING_ID}/submit?version=1`, articleBody(ctx.publisher)),
    },
  ],
  'DELETE /api/drafts/{id}': [
    {
      name: 'a draft',
      as: 'reader',
      status: 200,
      request: async (ctx) => send('DELETE', `/api/drafts/${await ownDraft(ctx)}`),
    },
    {
      name: 'a missing draft',
      as: 'reader',
      status: 404,
      request: () => send('DELETE', `/api/drafts/${MISSING_ID}`),
    },
  ],
};
