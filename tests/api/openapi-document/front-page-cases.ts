import { type Case, get, MISSING_ID, ownArticle, send } from './context';

/** The front page's lead story and the Live label (docs/product.md#front-page). */
export const frontPageCases: Record<string, Case[]> = {
  'GET /api/front-page': [
    { name: 'the front page', as: 'visitor', status: 200, request: () => get('/api/front-page') },
  ],
  'PUT /api/front-page/lead': [
    {
      name: 'a published article',
      as: 'admin',
      status: 200,
      request: async (ctx) => send('PUT', '/api/front-page/lead', { articleId: await ownArticle(ctx) }),
    },
    {
      name: 'a pending article',
      as: 'admin',
      status: 409,
      request: async (ctx) =>
        send('PUT', '/api/front-page/lead', { articleId: await ownArticle(ctx, 'pending') }),
    },
    {
      name: 'a missing article',
      as: 'admin',
      status: 404,
      request: () => send('PUT', '/api/front-page/lead', { articleId: MISSING_ID }),
    },
    {
      name: 'not an id',
      as: 'admin',
      status: 400,
      request: () => send('PUT', '/api/front-page/lead', { articleId: 'nope' }),
    },
    {
      name: 'a visitor',
      as: 'visitor',
      status: 401,
      request: async (ctx) => send('PUT', '/api/front-page/lead', { articleId: ctx.articleId }),
    },
    {
      name: 'a reader',
      as: 'reader',
      status: 403,
      request: async (ctx) => send('PUT', '/api/front-page/lead', { articleId: ctx.articleId }),
    },
  ],
  'DELETE /api/front-page/lead': [
    {
      name: 'the lead cleared',
      as: 'admin',
      status: 200,
      request: () => send('DELETE', '/api/front-page/lead'),
    },
    { name: 'a reader', as: 'reader', status: 403, request: () => send('DELETE', '/api/front-page/lead') },
  ],
  'PUT /api/articles/{id}/live': [
    {
      name: 'marked Live',
      as: 'admin',
      status: 200,
      request: async (ctx) => send('PUT', `/api/articles/${await ownArticle(ctx)}/live`),
    },
    {
      name: 'a missing article',
      as: 'admin',
      status: 404,
      request: () => send('PUT', `/api/articles/${MISSING_ID}/live`),
    },
    {
      name: 'a reader',
      as: 'reader',
      status: 403,
      request: (ctx) => send('PUT', `/api/articles/${ctx.articleId}/live`),
    },
  ],
  'DELETE /api/articles/{id}/live': [
    {
      name: 'the label taken off',
      as: 'admin',
      status: 200,
      request: async (ctx) => send('DELETE', `/api/articles/${await ownArticle(ctx)}/live`),
    },
    {
      name: 'a visitor',
      as: 'visitor',
      status: 401,
      request: (ctx) => send('DELETE', `/api/articles/${ctx.articleId}/live`),
    },
  ],
};
