import type { InjectOptions } from 'fastify';
import { type Case, type Context, get, intent, MISSING_ID, send, TEST_CARD } from './context';

/** The admin's own 7 days of Premium, paid by test card and renewing (a fresh renewal each time). */
async function renewing({ t, admin }: Context) {
  const headers = { authorization: `Bearer ${admin.token}` };
  const started = await t.app.inject({
    ...send('POST', '/api/create-payment-intent', { plan: 'premium', days: 7, renew: true }),
    headers,
  });
  const { intentId, clientSecret } = started.json() as { intentId: string; clientSecret: string };
  await t.app.inject({
    ...send('POST', '/api/test-payments/confirm', { clientSecret, card: TEST_CARD }),
    headers,
  });
  await t.app.inject({
    ...send('POST', '/api/payment', { transactionId: intentId, plan: 'premium', days: 7, totalPrice: 7 }),
    headers,
  });
}
const after = (request: InjectOptions) => async (ctx: Context) => {
  await renewing(ctx);
  return request;
};

/** A fresh payment of the reader's 7 days of Premium: its id. */
async function readerPayment(ctx: Context) {
  const { intentId } = await intent(ctx);
  const recorded = await ctx.t.app.inject({
    ...send('POST', '/api/payment', { transactionId: intentId, plan: 'premium', days: 7, totalPrice: 7 }),
    headers: { authorization: `Bearer ${ctx.reader.token}` },
  });
  return recorded.json().insertedId as string;
}
const refund = (id: string) => send('POST', `/api/payments/${id}/refund`);

/** A reader's automatic renewal and its test clock; the admins' refunds and complimentary premium. */
export const renewalCases: Record<string, Case[]> = {
  'GET /api/subscriptions/mine': [
    { name: 'none', as: 'reader', status: 200, request: () => get('/api/subscriptions/mine') },
    { name: 'a renewal', as: 'admin', status: 200, request: after(get('/api/subscriptions/mine')) },
    { name: 'a visitor', as: 'visitor', status: 401, request: () => get('/api/subscriptions/mine') },
  ],
  'POST /api/subscriptions/mine/cancel': [
    {
      name: 'cancelled',
      as: 'admin',
      status: 200,
      request: after(send('POST', '/api/subscriptions/mine/cancel')),
    },
    {
      name: 'no renewal',
      as: 'reader',
      status: 404,
      request: () => send('POST', '/api/subscriptions/mine/cancel'),
    },
    {
      name: 'a visitor',
      as: 'visitor',
      status: 401,
      request: () => send('POST', '/api/subscriptions/mine/cancel'),
    },
  ],
  'POST /api/subscriptions/mine/resume': [
    {
      name: 'resumed',
      as: 'admin',
      status: 200,
      request: after(send('POST', '/api/subscriptions/mine/resume')),
    },
    {
      name: 'no renewal',
      as: 'reader',
      status: 404,
      request: () => send('POST', '/api/subscriptions/mine/resume'),
    },
  ],
  'POST /api/subscriptions/mine/change': [
    {
      name: 'to Family, yearly',
      as: 'admin',
      status: 200,
      request: after(send('POST', '/api/subscriptions/mine/change', { plan: 'family', days: 365 })),
    },
    {
      name: 'a free plan',
      as: 'admin',
      status: 400,
      request: () => send('POST', '/api/subscriptions/mine/change', { plan: 'free', days: 30 }),
    },
    {
      name: 'cancelled',
      as: 'admin',
      status: 409,
      request: async (ctx) => {
        await renewing(ctx);
        await ctx.t.app.inject({
          ...send('POST', '/api/subscriptions/mine/cancel'),
          headers: { authorization: `Bearer ${ctx.admin.token}` },
        });
        return send('POST', '/api/subscriptions/mine/change', { plan: 'family', days: 30 });
      },
    },
    {
      name: 'no renewal',
      as: 'reader',
      status: 404,
      request: () => send('POST', '/api/subscriptions/mine/change', { plan: 'family', days: 30 }),
    },
  ],
  'POST /api/test-payments/clock': [
    {
      name: 'a week on',
      as: 'admin',
      status: 200,
      request: after(send('POST', '/api/test-payments/clock', { days: 8 })),
    },
    {
      name: 'a renewal that fails and is past due',
      as: 'admin',
      status: 200,
      request: after(send('POST', '/api/test-payments/clock', { days: 8, renewalsFail: true })),
    },
    {
      name: 'no days',
      as: 'admin',
      status: 400,
      request: () => send('POST', '/api/test-payments/clock', {}),
    },
    {
      name: 'no renewal',
      as: 'reader',
      status: 404,
      request: () => send('POST', '/api/test-payments/clock', { days: 1 }),
    },
  ],
  'POST /api/payments/{id}/refund': [
    { name: 'refunded', as: 'admin', status: 200, request: async (ctx) => refund(await readerPayment(ctx)) },
    {
      name: 'refunded already',
      as: 'admin',
      status: 409,
      request: async (ctx) => {
        const id = await readerPayment(ctx);
        await ctx.t.app.inject({ ...refund(id), headers: { authorization: `Bearer ${ctx.admin.token}` } });
        return refund(id);
      },
    },
    { name: 'no such payment', as: 'admin', status: 404, request: () => refund(MISSING_ID) },
    { name: 'not an id', as: 'admin', status: 400, request: () => refund('nope') },
    { name: 'a reader', as: 'reader', status: 403, request: async (ctx) => refund(await readerPayment(ctx)) },
  ],
  'POST /api/subscriptions/comps': [
    {
      name: 'two weeks free',
      as: 'admin',
      status: 201,
      request: ({ reader }) => send('POST', '/api/subscriptions/comps', { email: reader.email, days: 14 }),
    },
    {
      name: 'no days',
      as: 'admin',
      status: 400,
      request: ({ reader }) => send('POST', '/api/subscriptions/comps', { email: reader.email }),
    },
    {
      name: 'no such reader',
      as: 'admin',
      status: 404,
      request: () => send('POST', '/api/subscriptions/comps', { email: 'nobody@example.test', days: 3 }),
    },
    {
      name: 'a reader',
      as: 'reader',
      status: 403,
      request: ({ reader }) => send('POST', '/api/subscriptions/comps', { email: reader.email, days: 3 }),
    },
  ],
};
