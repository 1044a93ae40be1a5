import { someAddress } from '../../setup/auth';
import { articleBody, type Case, FLOOD_ADDRESS, get, MISSING_ID, ownArticle, send } from './context';

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
  'GET /api/recent-articles': [
    { name: 'a page', as: 'visitor', status: 200, request: () => get('/api/recent-articles?limit=2') },
    { name: 'a page as a reader', as: 'reader', status: 200, request: () => get('/api/recent-articles') },
    { name: 'limit 0', as: 'visitor', status: 400, request: () => get('/api/recent-articles?limit=0') },
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
