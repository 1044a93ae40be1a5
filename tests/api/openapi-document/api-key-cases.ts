import type { InjectOptions } from 'fastify';
import { type Case, type Context, get, MISSING_ID, send } from './context';

/** A key the admin makes beforehand: its id and the key itself. */
async function madeKey({ t, admin }: Context, input: object = { name: 'Document app', kind: 'content' }) {
  const response = await t.app.inject({
    ...send('POST', '/api/admin/api-keys', input),
    headers: { authorization: `Bearer ${admin.token}` },
  });
  return response.json() as { _id: string; key: string };
}

/** A request made with an API key instead of a reader's token. */
const withKey = (key: string, options: InjectOptions): InjectOptions => ({
  ...options,
  headers: { authorization: `Bearer ${key}` },
});

const contentKey = { name: 'Document app', kind: 'content' };
/** The key the rate case sends until it is refused (made on its first request). */
let rateKey: string | undefined;

/** The admins' API keys, and requests made with keys (added to the cases of the operations they reach). */
export const apiKeyCases: Record<string, Case[]> = {
  'GET /api/admin/api-keys': [
    { name: 'the keys', as: 'admin', status: 200, request: () => get('/api/admin/api-keys') },
    { name: 'a reader', as: 'reader', status: 403, request: () => get('/api/admin/api-keys') },
    {
      name: 'an admin key (no key manages keys)',
      as: 'visitor',
      status: 403,
      request: async (ctx) =>
        withKey(
          (await madeKey(ctx, { name: 'Ops', kind: 'admin', scopes: ['members:read'] })).key,
          get('/api/admin/api-keys'),
        ),
    },
  ],
  'POST /api/admin/api-keys': [
    {
      name: 'made',
      as: 'admin',
      status: 201,
      request: () => send('POST', '/api/admin/api-keys', contentKey),
    },
    {
      name: 'an admin key without scopes',
      as: 'admin',
      status: 400,
      request: () => send('POST', '/api/admin/api-keys', { name: 'Ops', kind: 'admin' }),
    },
    {
      name: 'a visitor',
      as: 'visitor',
      status: 401,
      request: () => send('POST', '/api/admin/api-keys', contentKey),
    },
  ],
  'PATCH /api/admin/api-keys/{id}': [
    {
      name: 'renamed',
      as: 'admin',
      status: 200,
      request: async (ctx) =>
        send('PATCH', `/api/admin/api-keys/${(await madeKey(ctx))._id}`, { name: 'New' }),
    },
    {
      name: 'a missing key',
      as: 'admin',
      status: 404,
      request: () => send('PATCH', `/api/admin/api-keys/${MISSING_ID}`, { name: 'New' }),
    },
    {
      name: 'a revoked key',
      as: 'admin',
      status: 409,
      request: async (ctx) => {
        const { _id } = await madeKey(ctx);
        await ctx.t.app.inject({
          ...send('POST', `/api/admin/api-keys/${_id}/revoke`),
          headers: { authorization: `Bearer ${ctx.admin.token}` },
        });
        return send('PATCH', `/api/admin/api-keys/${_id}`, { name: 'New' });
      },
    },
  ],
  'POST /api/admin/api-keys/{id}/revoke': [
    {
      name: 'revoked',
      as: 'admin',
      status: 200,
      request: async (ctx) => send('POST', `/api/admin/api-keys/${(await madeKey(ctx))._id}/revoke`),
    },
    {
      name: 'a missing key',
      as: 'admin',
      status: 404,
      request: () => send('POST', `/api/admin/api-keys/${MISSING_ID}/revoke`),
    },
  ],
  'GET /api/articles/{id}': [
    {
      name: 'read with a content key',
      as: 'visitor',
      status: 200,
      request: async (ctx) => withKey((await madeKey(ctx)).key, get(`/api/articles/${ctx.articleId}`)),
    },
    {
      name: 'a revoked content key',
      as: 'visitor',
      status: 401,
      request: async (ctx) => {
        const { _id, key } = await madeKey(ctx);
        await ctx.t.app.inject({
          ...send('POST', `/api/admin/api-keys/${_id}/revoke`),
          headers: { authorization: `Bearer ${ctx.admin.token}` },
        });
        return withKey(key, get(`/api/articles/${ctx.articleId}`));
      },
    },
    {
      name: 'a content key past its rate',
      as: 'visitor',
      status: 429,
      repeat: 3,
      request: async (ctx) => {
        rateKey ??= (await madeKey(ctx, { ...contentKey, ratePerMinute: 1 })).key;
        return withKey(rateKey, get(`/api/articles/${ctx.articleId}`));
      },
      revalidate: false,
    },
  ],
  'GET /api/users': [
    {
      name: 'an admin key with the members scope',
      as: 'visitor',
      status: 200,
      request: async (ctx) =>
        withKey(
          (await madeKey(ctx, { name: 'CRM', kind: 'admin', scopes: ['members:read'] })).key,
          get('/api/users'),
        ),
    },
    {
      name: 'a content key',
      as: 'visitor',
      status: 403,
      request: async (ctx) => withKey((await madeKey(ctx)).key, get('/api/users')),
    },
  ],
};
