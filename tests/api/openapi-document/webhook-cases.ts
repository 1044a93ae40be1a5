import { createFailedDelivery, createWebhook } from '../../factories';
import { type Case, type Context, get, MISSING_ID, send } from './context';

/** A webhook stored beforehand; its id. */
const storedWebhook = ({ t }: Context) => createWebhook(t.database.db);

/** A failed delivery of a stored webhook; its id. */
const storedDelivery = ({ t }: Context) => createFailedDelivery(t.database.db);

const hook = { url: 'https://example.test/new', events: ['article.published'] };

/** The admins' webhooks. */
export const webhookCases: Record<string, Case[]> = {
  'GET /api/admin/webhooks': [
    { name: 'the webhooks', as: 'admin', status: 200, request: () => get('/api/admin/webhooks') },
    { name: 'a reader', as: 'reader', status: 403, request: () => get('/api/admin/webhooks') },
  ],
  'POST /api/admin/webhooks': [
    { name: 'added', as: 'admin', status: 201, request: () => send('POST', '/api/admin/webhooks', hook) },
    {
      name: 'no events',
      as: 'admin',
      status: 400,
      request: () => send('POST', '/api/admin/webhooks', { ...hook, events: [] }),
    },
    {
      name: 'a visitor',
      as: 'visitor',
      status: 401,
      request: () => send('POST', '/api/admin/webhooks', hook),
    },
  ],
  'DELETE /api/admin/webhooks/{id}': [
    {
      name: 'deleted',
      as: 'admin',
      status: 200,
      request: async (ctx) => send('DELETE', `/api/admin/webhooks/${await storedWebhook(ctx)}`),
    },
    { name: 'a bad id', as: 'admin', status: 400, request: () => send('DELETE', '/api/admin/webhooks/nope') },
    {
      name: 'a missing webhook',
      as: 'admin',
      status: 404,
      request: () => send('DELETE', `/api/admin/webhooks/${MISSING_ID}`),
    },
  ],
  'GET /api/admin/webhooks/{id}/deliveries': [
    {
      name: 'the log',
      as: 'admin',
      status: 200,
      request: async (ctx) => get(`/api/admin/webhooks/${await storedWebhook(ctx)}/deliveries`),
    },
    {
      name: 'a missing webhook',
      as: 'admin',
      status: 404,
      request: () => get(`/api/admin/webhooks/${MISSING_ID}/deliveries`),
    },
  ],
  'POST /api/admin/webhook-deliveries/{id}/redeliver': [
    {
      name: 'sent again',
      as: 'admin',
      status: 200,
      request: async (ctx) =>
        send('POST', `/api/admin/webhook-deliveries/${await storedDelivery(ctx)}/redeliver`),
    },
    {
      name: 'a missing delivery',
      as: 'admin',
      status: 404,
      request: () => send('POST', `/api/admin/webhook-deliveries/${MISSING_ID}/redeliver`),
    },
  ],
};
