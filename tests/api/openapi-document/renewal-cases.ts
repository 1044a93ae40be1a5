import type { InjectOptions } from 'fastify';
import { type Case, type Context, get, send, TEST_CARD } from './context';

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

/** A reader's automatic renewal and its test clock. */
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
};
