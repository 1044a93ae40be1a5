import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, registerUser, type TestUser } from '../../../../tests/setup/auth';
import { startFakeStripe } from '../../../../tests/setup/fake-stripe';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { payments } from '../../db/schema';

const WEBHOOK_SECRET = 'whsec_test_broadsheet';
let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeStripe>>;
let reader: TestUser;
const stripe = new Stripe('sk_test_fake');

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: fake.url,
  });
  reader = await registerUser(t);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const createIntent = async () =>
  (
    await t.app.inject(
      as(reader, {
        method: 'POST',
        url: '/api/create-payment-intent',
        payload: { plan: 'premium', days: 7 },
      }),
    )
  ).json();

function webhook(payload: string, signature?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: {
      'content-type': 'application/json',
      'stripe-signature':
        signature ?? stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    },
    payload,
  });
}

describe('Stripe provider', () => {
  it('creates a PaymentIntent with the server’s amount and the reader, plan and period in metadata', async () => {
    const intent = await createIntent();
    expect(intent).toMatchObject({ provider: 'stripe', amount: 7 });
    const created = fake.intents.get(intent.intentId);
    expect(created).toMatchObject({
      amount: 700,
      currency: 'usd',
      metadata: { userId: reader.id, plan: 'premium', days: '7' },
    });
    expect(fake.requests.at(-1)?.auth).toBe('Bearer sk_test_fake');
  });

  it('records only a succeeded intent whose amount and owner match', async () => {
    const intent = await createIntent();
    const record = () =>
      t.app.inject(
        as(reader, {
          method: 'POST',
          url: '/api/payment',
          payload: { transactionId: intent.intentId, plan: 'premium', days: 7, totalPrice: 7 },
        }),
      );
    expect((await record()).statusCode).toBe(402);
    fake.succeed(intent.intentId);
    expect((await record()).statusCode).toBe(201);
    expect((await record()).statusCode).toBe(200);

    const tampered = await createIntent();
    const stored = fake.intents.get(tampered.intentId);
    if (stored) {
      stored.amount = 100;
      stored.status = 'succeeded';
    }
    const refused = await t.app.inject(
      as(reader, {
        method: 'POST',
        url: '/api/payment',
        payload: { transactionId: tampered.intentId, plan: 'premium', days: 7, totalPrice: 7 },
      }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('AMOUNT_MISMATCH');
  });

  it('records a succeeded intent from a signed webhook once, when the browser never came back', async () => {
    const intent = await createIntent();
    fake.succeed(intent.intentId);
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: fake.intents.get(intent.intentId) },
    });
    const first = await webhook(payload);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true });
    const replay = await webhook(payload);
    expect(replay.statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.transactionId, intent.intentId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: reader.id, provider: 'stripe', amountCents: 700 });
  });

  it('refuses a webhook with a bad signature', async () => {
    const payload = JSON.stringify({
      id: 'evt_2',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_x' } },
    });
    const bad = await webhook(payload, 't=1,v1=deadbeef');
    expect(bad.statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(unsigned.statusCode).toBe(400);
  });

  it('has no test-mode card endpoint in Stripe mode', async () => {
    const response = await t.app.inject(
      as(reader, {
        method: 'POST',
        url: '/api/test-payments/confirm',
        payload: {
          clientSecret: 'x',
          card: { number: '4242424242424242', expMonth: 1, expYear: 2099, cvc: '123' },
        },
      }),
    );
    expect(response.statusCode).toBe(404);
  });
});
