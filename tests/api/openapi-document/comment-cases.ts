import { comments } from '../../../src/server/db/schema';
import { type Case, type Context, get, MISSING_ID, send } from './context';

/** A comment of the reader's on their approved article: its id. */
async function readerComment({ t, reader, articleId }: Context): Promise<string> {
  const [row] = await t.database.db
    .insert(comments)
    .values({ articleId, authorId: reader.id, body: 'A comment of the document test' })
    .returning({ id: comments.id });
  if (!row) throw new Error('comment not stored');
  return row.id;
}

/** Readers' comments and their moderation. */
export const commentCases: Record<string, Case[]> = {
  'GET /api/comments/articles/{id}': [
    {
      name: 'a page of comments',
      as: 'visitor',
      status: 200,
      request: ({ articleId }) => get(`/api/comments/articles/${articleId}?sort=oldest`),
    },
    {
      name: 'a bad sort',
      as: 'visitor',
      status: 400,
      request: ({ articleId }) => get(`/api/comments/articles/${articleId}?sort=x`),
    },
    {
      name: 'no such article',
      as: 'visitor',
      status: 404,
      request: () => get(`/api/comments/articles/${MISSING_ID}`),
    },
  ],
  'GET /api/comments/articles/{id}/summary': [
    {
      name: 'the summary',
      as: 'visitor',
      status: 200,
      request: ({ articleId }) => get(`/api/comments/articles/${articleId}/summary`),
    },
    {
      name: 'no such article',
      as: 'visitor',
      status: 404,
      request: () => get(`/api/comments/articles/${MISSING_ID}/summary`),
    },
  ],
  'POST /api/comments/articles/{id}': [
    {
      name: 'a comment',
      as: 'reader',
      status: 201,
      request: ({ adminArticleId }) =>
        send('POST', `/api/comments/articles/${adminArticleId}`, { body: 'Well said.' }),
    },
    {
      name: 'an empty comment',
      as: 'reader',
      status: 400,
      request: ({ articleId }) => send('POST', `/api/comments/articles/${articleId}`, { body: ' ' }),
    },
    {
      name: 'an unconfirmed address',
      as: 'unverified',
      status: 403,
      request: ({ articleId }) => send('POST', `/api/comments/articles/${articleId}`, { body: 'Hello' }),
    },
    {
      name: 'a visitor',
      as: 'visitor',
      status: 401,
      request: ({ articleId }) => send('POST', `/api/comments/articles/${articleId}`, { body: 'Hello' }),
    },
  ],
  'PATCH /api/comments/{id}': [
    {
      name: 'an edit',
      as: 'reader',
      status: 200,
      request: async (ctx) => send('PATCH', `/api/comments/${await readerComment(ctx)}`, { body: 'Edited.' }),
    },
    {
      name: 'someone else’s',
      as: 'admin',
      status: 403,
      request: async (ctx) => send('PATCH', `/api/comments/${await readerComment(ctx)}`, { body: 'Edited.' }),
    },
  ],
  'DELETE /api/comments/{id}': [
    {
      name: 'one’s own',
      as: 'reader',
      status: 200,
      request: async (ctx) => send('DELETE', `/api/comments/${await readerComment(ctx)}`),
    },
    {
      name: 'no such comment',
      as: 'reader',
      status: 404,
      request: () => send('DELETE', `/api/comments/${MISSING_ID}`),
    },
  ],
  'POST /api/comments/{id}/report': [
    {
      name: 'a report',
      as: 'admin',
      status: 200,
      request: async (ctx) => send('POST', `/api/comments/${await readerComment(ctx)}/report`),
    },
    { name: 'a bad id', as: 'admin', status: 400, request: () => send('POST', '/api/comments/x/report') },
  ],
  'PUT /api/comments/{id}/hidden': [
    {
      name: 'hidden',
      as: 'admin',
      status: 200,
      request: async (ctx) =>
        send('PUT', `/api/comments/${await readerComment(ctx)}/hidden`, { hidden: true }),
    },
    {
      name: 'a reader',
      as: 'reader',
      status: 403,
      request: () => send('PUT', `/api/comments/${MISSING_ID}/hidden`, { hidden: true }),
    },
  ],
  'GET /api/comments/moderation': [
    {
      name: 'the queue',
      as: 'admin',
      status: 200,
      request: () => get('/api/comments/moderation?view=recent'),
    },
    { name: 'a bad view', as: 'admin', status: 400, request: () => get('/api/comments/moderation?view=x') },
  ],
  'PUT /api/comments/bans/{userId}': [
    {
      name: 'no such reader',
      as: 'admin',
      status: 404,
      request: () => send('PUT', '/api/comments/bans/nobody', { reason: 'Spam' }),
    },
    {
      name: 'no reason',
      as: 'admin',
      status: 400,
      request: () => send('PUT', '/api/comments/bans/nobody', {}),
    },
  ],
  'DELETE /api/comments/bans/{userId}': [
    { name: 'lifted', as: 'admin', status: 200, request: () => send('DELETE', '/api/comments/bans/nobody') },
  ],
  'PUT /api/comments/articles/{id}/open': [
    {
      name: 'opened',
      as: 'admin',
      status: 200,
      request: ({ articleId }) => send('PUT', `/api/comments/articles/${articleId}/open`, { open: true }),
    },
  ],
  'GET /api/comments/site/open': [
    { name: 'the setting', as: 'admin', status: 200, request: () => get('/api/comments/site/open') },
  ],
  'PUT /api/comments/site/open': [
    {
      name: 'open',
      as: 'admin',
      status: 200,
      request: () => send('PUT', '/api/comments/site/open', { open: true }),
    },
    {
      name: 'a reader',
      as: 'reader',
      status: 403,
      request: () => send('PUT', '/api/comments/site/open', { open: true }),
    },
  ],
  'GET /api/comments/mail': [
    { name: 'the choice', as: 'reader', status: 200, request: () => get('/api/comments/mail') },
  ],
  'PUT /api/comments/mail': [
    {
      name: 'on',
      as: 'reader',
      status: 200,
      request: () => send('PUT', '/api/comments/mail', { notify: true }),
    },
    { name: 'not a choice', as: 'reader', status: 400, request: () => send('PUT', '/api/comments/mail', {}) },
  ],
};
