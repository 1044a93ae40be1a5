import { type Case, get, send } from './context';

const SETTINGS = { registered: 3, visitors: 1 };

/** The meter and its settings (docs/product.md#the-meter). */
export const meterCases: Record<string, Case[]> = {
  'POST /api/articles/{id}/meter': [
    {
      name: 'the meter’s decision',
      as: 'visitor',
      status: 200,
      request: ({ articleId }) => send('POST', `/api/articles/${articleId}/meter`),
    },
    {
      name: 'a reader’s decision',
      as: 'reader',
      status: 200,
      request: ({ adminArticleId }) => send('POST', `/api/articles/${adminArticleId}/meter`),
    },
    { name: 'not an id', as: 'visitor', status: 400, request: () => send('POST', '/api/articles/x/meter') },
  ],
  'GET /api/meter/settings': [
    { name: 'the settings', as: 'admin', status: 200, request: () => get('/api/meter/settings') },
    { name: 'a reader', as: 'reader', status: 403, request: () => get('/api/meter/settings') },
    { name: 'a visitor', as: 'visitor', status: 401, request: () => get('/api/meter/settings') },
  ],
  'PUT /api/meter/settings': [
    {
      name: 'new settings',
      as: 'admin',
      status: 200,
      request: () => send('PUT', '/api/meter/settings', SETTINGS),
    },
    {
      name: 'out of range',
      as: 'admin',
      status: 400,
      request: () => send('PUT', '/api/meter/settings', { registered: 101, visitors: 0 }),
    },
    {
      name: 'a reader',
      as: 'reader',
      status: 403,
      request: () => send('PUT', '/api/meter/settings', SETTINGS),
    },
    {
      name: 'a visitor',
      as: 'visitor',
      status: 401,
      request: () => send('PUT', '/api/meter/settings', SETTINGS),
    },
  ],
};
