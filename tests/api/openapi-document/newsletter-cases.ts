import { type Case, type Context, get, MISSING_ID, send, unique } from './context';

/** A draft issue of the admin's (an editor's) with the admin's approved article; answers its id. */
async function draftIssue({ t, admin, adminArticleId }: Context): Promise<string> {
  const created = await t.app.inject({
    ...send('POST', '/api/newsletter/issues', { subject: `Issue ${unique()}`, articleIds: [adminArticleId] }),
    headers: { authorization: `Bearer ${admin.token}` },
  });
  return (created.json() as { id: string }).id;
}

/** A sent issue; answers its id. */
async function sentIssue(ctx: Context): Promise<string> {
  const id = await draftIssue(ctx);
  await ctx.t.app.inject({
    ...send('POST', `/api/newsletter/issues/${id}/send`, {}),
    headers: { authorization: `Bearer ${ctx.admin.token}` },
  });
  return id;
}

/** The newsletter: confirming a sign-up, a reader's own switch, and the issues editors compose and send. */
export const newsletterCases: Record<string, Case[]> = {
  'GET /api/newsletter/confirm': [
    {
      name: 'a link that is not ours',
      as: 'visitor',
      status: 200,
      revalidate: false,
      request: () => get('/api/newsletter/confirm?token=not-a-confirmation-link'),
    },
    { name: 'no token', as: 'visitor', status: 400, request: () => get('/api/newsletter/confirm') },
  ],
  'POST /api/newsletter/confirm': [
    {
      name: 'a link that is not ours',
      as: 'visitor',
      status: 200,
      request: () => send('POST', '/api/newsletter/confirm', { token: 'not-a-confirmation-link' }),
    },
    {
      name: 'no token',
      as: 'visitor',
      status: 400,
      request: () => send('POST', '/api/newsletter/confirm', {}),
    },
  ],
  'GET /api/newsletter/subscription': [
    {
      name: 'the reader’s choice',
      as: 'reader',
      status: 200,
      request: () => get('/api/newsletter/subscription'),
    },
  ],
  'PUT /api/newsletter/subscription': [
    {
      name: 'on',
      as: 'reader',
      status: 200,
      request: () => send('PUT', '/api/newsletter/subscription', { subscribed: true }),
    },
    {
      name: 'not a choice',
      as: 'reader',
      status: 400,
      request: () => send('PUT', '/api/newsletter/subscription', { subscribed: 'yes' }),
    },
  ],
  'GET /api/readership': [
    { name: 'the numbers', as: 'admin', status: 200, request: () => get('/api/readership?from=2026-01-01') },
    { name: 'a reader', as: 'reader', status: 403, request: () => get('/api/readership') },
    {
      name: 'a range that ends before it starts',
      as: 'admin',
      status: 400,
      request: () => get('/api/readership?from=2026-02-01&to=2026-01-01'),
    },
  ],
  'GET /api/readership/authors/{email}': [
    {
      name: 'one’s own articles',
      as: 'reader',
      status: 200,
      request: ({ reader }) => get(`/api/readership/authors/${reader.email}?from=2026-01-01`),
    },
    {
      name: 'someone else’s',
      as: 'reader',
      status: 403,
      request: ({ admin }) => get(`/api/readership/authors/${admin.email}`),
    },
    {
      name: 'a range over a year',
      as: 'admin',
      status: 400,
      request: ({ reader }) => get(`/api/readership/authors/${reader.email}?from=2024-01-01&to=2025-12-31`),
    },
  ],
  'GET /api/revenue': [
    { name: 'the numbers', as: 'admin', status: 200, request: () => get('/api/revenue?mode=test') },
    { name: 'a reader', as: 'reader', status: 403, request: () => get('/api/revenue') },
    { name: 'no months', as: 'admin', status: 400, request: () => get('/api/revenue?months=0') },
  ],
  'GET /api/readership/top': [
    { name: 'the most read', as: 'admin', status: 200, request: () => get('/api/readership/top?period=30d') },
    { name: 'a visitor', as: 'visitor', status: 401, request: () => get('/api/readership/top') },
  ],
  'GET /api/newsletter/issues': [
    { name: 'the issues', as: 'admin', status: 200, request: () => get('/api/newsletter/issues') },
    { name: 'a reader', as: 'reader', status: 403, request: () => get('/api/newsletter/issues') },
  ],
  'GET /api/newsletter/candidates': [
    { name: 'approved articles', as: 'admin', status: 200, request: () => get('/api/newsletter/candidates') },
  ],
  'POST /api/newsletter/issues': [
    {
      name: 'a pick',
      as: 'admin',
      status: 201,
      request: ({ adminArticleId }) =>
        send('POST', '/api/newsletter/issues', {
          subject: `Issue ${unique()}`,
          articleIds: [adminArticleId],
        }),
    },
    {
      name: 'no subject',
      as: 'admin',
      status: 400,
      request: ({ adminArticleId }) =>
        send('POST', '/api/newsletter/issues', { articleIds: [adminArticleId] }),
    },
  ],
  'GET /api/newsletter/issues/{id}': [
    {
      name: 'a draft',
      as: 'admin',
      status: 200,
      request: async (ctx) => get(`/api/newsletter/issues/${await draftIssue(ctx)}`),
    },
    {
      name: 'none such',
      as: 'admin',
      status: 404,
      request: () => get(`/api/newsletter/issues/${MISSING_ID}`),
    },
  ],
  'PUT /api/newsletter/issues/{id}': [
    {
      name: 'a new subject',
      as: 'admin',
      status: 200,
      request: async (ctx) =>
        send('PUT', `/api/newsletter/issues/${await draftIssue(ctx)}`, {
          subject: `Renamed ${unique()}`,
          articleIds: [ctx.adminArticleId],
        }),
    },
    {
      name: 'a subject too long',
      as: 'admin',
      status: 400,
      request: async (ctx) =>
        send('PUT', `/api/newsletter/issues/${await draftIssue(ctx)}`, {
          subject: 'x'.repeat(151),
          articleIds: [ctx.adminArticleId],
        }),
    },
  ],
  'GET /api/newsletter/issues/{id}/preview': [
    {
      name: 'as a subscriber reads it',
      as: 'admin',
      status: 200,
      request: async (ctx) => get(`/api/newsletter/issues/${await draftIssue(ctx)}/preview`),
    },
  ],
  'POST /api/newsletter/issues/{id}/test': [
    {
      name: 'to the editor',
      as: 'admin',
      status: 200,
      request: async (ctx) => send('POST', `/api/newsletter/issues/${await draftIssue(ctx)}/test`),
    },
  ],
  'POST /api/newsletter/issues/{id}/send': [
    {
      name: 'now',
      as: 'admin',
      status: 200,
      request: async (ctx) => send('POST', `/api/newsletter/issues/${await draftIssue(ctx)}/send`, {}),
    },
    {
      name: 'not a date',
      as: 'admin',
      status: 400,
      request: async (ctx) =>
        send('POST', `/api/newsletter/issues/${await draftIssue(ctx)}/send`, { sendAt: 'tomorrow' }),
    },
  ],
  'GET /api/newsletter/archive/{id}': [
    {
      name: 'a sent issue',
      as: 'visitor',
      status: 200,
      request: async (ctx) => get(`/api/newsletter/archive/${await sentIssue(ctx)}`),
    },
    {
      name: 'none such',
      as: 'visitor',
      status: 404,
      request: () => get(`/api/newsletter/archive/${MISSING_ID}`),
    },
  ],
};
