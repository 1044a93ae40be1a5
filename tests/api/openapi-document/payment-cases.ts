import { contactMessages } from '../../../src/server/db/schema';
import { type Case, type Context, get, intent, MISSING_ID, send, TEST_CARD } from './context';

/** A reader's message stored beforehand; its id. */
async function storedMessage({ t }: Context): Promise<string> {
  const [row] = await t.database.db
    .insert(contactMessages)
    .values({ name: 'Tipster', email: 'tip@example.test', topic: 'tip', message: 'A tip for the newsroom.' })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error('message not stored');
  return row.id;
}
const messageUrl = (id: string) => `/api/admin/contact-messages/${id}`;

/** The editors’ dashboard and payments. */
export const paymentCases: Record<string, Case[]> = {
  'GET /api/admin/overview': [
    { name: 'counts', as: 'admin', status: 200, request: () => get('/api/admin/overview') },
  ],
  'GET /api/admin/audit-log': [
    { name: 'the log', as: 'admin', status: 200, request: () => get('/api/admin/audit-log') },
    { name: 'page 0', as: 'admin', status: 400, request: () => get('/api/admin/audit-log?page=0') },
  ],
  'GET /api/admin/contact-messages': [
    { name: 'the messages', as: 'admin', status: 200, request: () => get('/api/admin/contact-messages') },
  ],
  'PATCH /api/admin/contact-messages/{id}': [
    {
      name: 'handled',
      as: 'admin',
      status: 200,
      request: async (ctx) => send('PATCH', messageUrl(await storedMessage(ctx)), { handled: true }),
    },
    {
      name: 'no state',
      as: 'admin',
      status: 400,
      request: async (ctx) => send('PATCH', messageUrl(await storedMessage(ctx)), {}),
    },
    {
      name: 'a missing message',
      as: 'admin',
      status: 404,
      request: () => send('PATCH', messageUrl(MISSING_ID), { handled: true }),
    },
    {
      name: 'a visitor',
      as: 'visitor',
      status: 401,
      request: () => send('PATCH', messageUrl(MISSING_ID), { handled: true }),
    },
    {
      name: 'a reader',
      as: 'reader',
      status: 403,
      request: () => send('PATCH', messageUrl(MISSING_ID), { handled: true }),
    },
  ],
  'DELETE /api/admin/contact-messages/{id}': [
    {
      name: 'deleted',
      as: 'admin',
      status: 200,
      request: async (ctx) => send('DELETE', messageUrl(await storedMessage(ctx))),
    },
    { name: 'a bad id', as: 'admin', status: 400, request: () => send('DELETE', messageUrl('nope')) },
    {
      name: 'a missing message',
      as: 'admin',
      status: 404,
      request: () => send('DELETE', messageUrl(MISSING_ID)),
    },
    { name: 'a reader', as: 'reader', status: 403, request: () => send('DELETE', messageUrl(MISSING_ID)) },
  ],
  'GET /api/admin/newsletter-subscribers': [
    {
      name: 'the subscribers',
      as: 'admin',
      status: 200,
      request: () => get('/api/admin/newsletter-subscribers'),
    },
  ],
  'GET /api/admin/newsletter-subscribers.csv': [
    {
      name: 'the CSV',
      as: 'admin',
      status: 200,
      request: () => get('/api/admin/newsletter-subscribers.csv'),
    },
  ],
  'POST /api/create-payment-intent': [
    {
      name: 'a plan',
      as: 'reader',
      status: 200,
      request: () => send('POST', '/api/create-payment-intent', { plan: 'premium', days: 7 }),
    },
    {
      name: 'the free plan',
      as: 'reader',
      status: 400,
      request: () => send('POST', '/api/create-payment-intent', { plan: 'free', days: 7 }),
    },
  ],
  'POST /api/test-payments/confirm': [
    {
      name: 'the test card',
      as: 'reader',
      status: 200,
      request: async (ctx) =>
        send('POST', '/api/test-payments/confirm', {
          clientSecret: (await intent(ctx, false)).clientSecret,
          card: TEST_CARD,
        }),
    },
    {
      name: 'a declined card',
      as: 'reader',
      status: 402,
      request: async (ctx) =>
        send('POST', '/api/test-payments/confirm', {
          clientSecret: (await intent(ctx, false)).clientSecret,
          card: { ...TEST_CARD, number: '4000000000000002' },
        }),
    },
    {
      name: 'a bad CVC',
      as: 'reader',
      status: 400,
      request: () =>
        send('POST', '/api/test-payments/confirm', { clientSecret: 'x', card: { ...TEST_CARD, cvc: 'abc' } }),
    },
  ],
  'POST /api/payment': [
    {
      name: 'a confirmed payment, recorded',
      as: 'reader',
      status: 201,
      request: async (ctx) => {
        const { intentId } = await intent(ctx);
        return send('POST', '/api/payment', {
          transactionId: intentId,
          plan: 'premium',
          days: 7,
          totalPrice: 7,
        });
      },
    },
    {
      name: 'the same payment again',
      as: 'reader',
      status: 200,
      request: async (ctx) => {
        const { intentId } = await intent(ctx);
        const body = { transactionId: intentId, plan: 'premium', days: 7, totalPrice: 7 };
        await ctx.t.app.inject({
          ...send('POST', '/api/payment', body),
          headers: { authorization: `Bearer ${ctx.reader.token}` },
        });
        return send('POST', '/api/payment', body);
      },
    },
    {
      name: 'a payment not confirmed',
      as: 'reader',
      status: 402,
      request: async (ctx) => {
        const { intentId } = await intent(ctx, false);
        return send('POST', '/api/payment', {
          transactionId: intentId,
          plan: 'premium',
          days: 7,
          totalPrice: 7,
        });
      },
    },
    {
      name: 'an amount that does not match',
      as: 'reader',
      status: 400,
      request: () =>
        send('POST', '/api/payment', { transactionId: 'pi_x', plan: 'premium', days: 7, totalPrice: 1 }),
    },
  ],
  'POST /api/subscriptions/free': [
    {
      name: 'an unconfirmed address',
      as: 'unverified',
      status: 403,
      request: () => send('POST', '/api/subscriptions/free'),
    },
    {
      name: 'the free month',
      as: 'reader',
      status: 201,
      request: () => send('POST', '/api/subscriptions/free'),
    },
    {
      name: 'the free month again',
      as: 'reader',
      status: 409,
      request: () => send('POST', '/api/subscriptions/free'),
    },
  ],
  'GET /api/subscriptions/free': [
    {
      name: 'the free month’s status',
      as: 'reader',
      status: 200,
      request: () => get('/api/subscriptions/free'),
    },
    { name: 'as a visitor', as: 'visitor', status: 401, request: () => get('/api/subscriptions/free') },
  ],
  'GET /api/payments/{id}': [
    {
      name: 'one’s own payment',
      as: 'reader',
      status: 200,
      request: async (ctx) => {
        const { intentId } = await intent(ctx);
        const recorded = await ctx.t.app.inject({
          ...send('POST', '/api/payment', {
            transactionId: intentId,
            plan: 'premium',
            days: 7,
            totalPrice: 7,
          }),
          headers: { authorization: `Bearer ${ctx.reader.token}` },
        });
        return get(`/api/payments/${recorded.json().insertedId}`);
      },
    },
    {
      name: 'a missing payment',
      as: 'reader',
      status: 404,
      request: () => get(`/api/payments/${MISSING_ID}`),
    },
    { name: 'not an id', as: 'reader', status: 400, request: () => get('/api/payments/nope') },
  ],
  'GET /api/payment-history/{email}': [
    {
      name: 'one’s own',
      as: 'reader',
      status: 200,
      request: ({ reader }) => get(`/api/payment-history/${reader.email}`),
    },
    {
      name: 'someone else’s',
      as: 'reader',
      status: 403,
      request: ({ admin }) => get(`/api/payment-history/${admin.email}`),
    },
    {
      name: 'anyone’s, as admin',
      as: 'admin',
      status: 200,
      request: ({ reader }) => get(`/api/payment-history/${reader.email}`),
    },
    { name: 'not an address', as: 'reader', status: 400, request: () => get('/api/payment-history/nobody') },
  ],
  'GET /api/payment-history': [
    { name: 'every payment', as: 'admin', status: 200, request: () => get('/api/payment-history') },
  ],
  'POST /api/stripe/webhook': [
    {
      name: 'without Stripe configured',
      as: 'visitor',
      status: 404,
      request: () => ({
        ...send('POST', '/api/stripe/webhook', { type: 'ping', data: {} }),
        headers: { 'stripe-signature': 't=1,v1=x' },
      }),
    },
  ],
};
