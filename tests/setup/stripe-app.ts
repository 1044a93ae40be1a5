import Stripe from 'stripe';
import { expect } from 'vitest';
import { as, registerUser } from './auth';
import { startFakeStripe } from './fake-stripe';
import { createTestApp } from './test-app';

const WEBHOOK_SECRET = 'whsec_test_broadsheet';
const stripe = new Stripe('sk_test_fake');

/**
 * A test app that pays through Stripe (the local fake of its API), with what renewal tests need: signed
 * webhook events, and a reader who paid the first week of a renewing subscription.
 */
export async function startStripeApp() {
  const fake = await startFakeStripe();
  const t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: fake.url,
  });

  /** Delivers a Stripe event, signed as Stripe signs it. */
  function webhook(type: string, object: Record<string, unknown>, id = `evt_${Math.random()}`) {
    const payload = JSON.stringify({ id, object: 'event', type, data: { object } });
    return t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
      payload,
    });
  }

  /** A reader who paid the first week of a renewing Premium subscription: them and the subscription's id. */
  async function renewingReader() {
    const reader = await registerUser(t);
    const started = await t.app.inject(
      as(reader, {
        method: 'POST',
        url: '/api/create-payment-intent',
        payload: { plan: 'premium', days: 7, renew: true },
      }),
    );
    expect(started.statusCode, started.body).toBe(200);
    const { intentId } = started.json();
    fake.succeed(intentId);
    const recorded = await t.app.inject(
      as(reader, {
        method: 'POST',
        url: '/api/payment',
        payload: { transactionId: intentId, plan: 'premium', days: 7, totalPrice: 7 },
      }),
    );
    expect(recorded.statusCode, recorded.body).toBe(201);
    const subscriptionId = fake.intents.get(intentId)?.metadata.subscription ?? '';
    return { reader, subscriptionId, intentId };
  }

  return {
    t,
    fake,
    webhook,
    renewingReader,
    close: async () => {
      await t.close();
      await fake.close();
    },
  };
}

/** A renewal's invoice of a week of Premium, as Stripe's `invoice.*` events carry it. */
export const renewalInvoice = (subscription: string, id: string, extra: Record<string, unknown> = {}) => ({
  id,
  object: 'invoice',
  billing_reason: 'subscription_cycle',
  currency: 'usd',
  amount_paid: 700,
  parent: { type: 'subscription_details', subscription_details: { subscription, metadata: {} } },
  ...extra,
});
