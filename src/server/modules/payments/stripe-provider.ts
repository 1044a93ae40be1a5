import { planById, planPeriodLabel } from '@shared/plans';
import type Stripe from 'stripe';
import type { IntentRequest, PaymentProvider } from './payment-provider';

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string | undefined;
  /** Another API host, for tests against a local fake of the Stripe API. */
  apiUrl?: string | undefined;
}

/** The SDK is loaded only when Stripe is configured; the test-mode provider never needs it. */
export async function createStripeClient(options: StripeOptions): Promise<Stripe> {
  const { default: Stripe } = await import('stripe');
  const api = options.apiUrl ? new URL(options.apiUrl) : undefined;
  return new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    ...(api
      ? {
          host: api.hostname,
          port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)),
          protocol: api.protocol.replace(':', '') as 'http' | 'https',
        }
      : {}),
  });
}

/** The Stripe price of a plan and period, named by a lookup key so each is created once, from the plans in code. */
export const priceLookupKey = (plan: string, days: number) => `broadsheet_${plan}_${days}d`;

/** The price that renews `plan` every `days` days at `amountCents`, created the first time it is asked for. */
async function renewingPrice(stripe: Stripe, plan: string, days: number, amountCents: number) {
  const lookupKey = priceLookupKey(plan, days);
  const { data } = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
  const existing = data[0];
  if (existing && existing.unit_amount === amountCents) return existing.id;
  const created = await stripe.prices.create({
    currency: 'usd',
    unit_amount: amountCents,
    recurring: { interval: 'day', interval_count: days },
    lookup_key: lookupKey,
    // A changed amount in code moves the key to the new price.
    transfer_lookup_key: true,
    product_data: { name: planPeriodLabel(plan, days) },
    metadata: { plan, days: String(days) },
  });
  return created.id;
}

/**
 * A renewing checkout is a Stripe subscription whose first invoice the reader pays with Elements, as any
 * other payment: its PaymentIntent carries the reader, plan, period and subscription in metadata, so the
 * same code path records it (docs/product.md#subscriptions-and-payments).
 */
async function startSubscription(stripe: Stripe, request: IntentRequest) {
  if (!planById(request.plan)) throw new Error(`unknown plan ${request.plan}`);
  const price = await renewingPrice(stripe, request.plan, request.days, request.amountCents);
  const metadata = { userId: request.userId, plan: request.plan, days: String(request.days) };
  const customer = await stripe.customers.create({ email: request.email, metadata });
  const subscription = await stripe.subscriptions.create({
    customer: customer.id,
    items: [{ price }],
    payment_behavior: 'default_incomplete',
    payment_settings: { save_default_payment_method: 'on_subscription' },
    metadata,
    expand: ['latest_invoice.confirmation_secret'],
  });
  const invoice = subscription.latest_invoice;
  const clientSecret = typeof invoice === 'object' ? invoice?.confirmation_secret?.client_secret : undefined;
  const intentId = clientSecret?.split('_secret_')[0];
  if (!clientSecret || !intentId?.startsWith('pi_')) throw new Error('Stripe returned no payment to confirm');
  await stripe.paymentIntents.update(intentId, {
    metadata: { ...metadata, renew: 'true', subscription: subscription.id },
  });
  return { intentId, clientSecret };
}

/** Stripe: PaymentIntents created and verified on the server (docs/product.md#subscriptions-and-payments). */
export function createStripeProvider(stripe: Stripe): PaymentProvider {
  return {
    kind: 'stripe',
    async createIntent(request) {
      if (request.renew) return startSubscription(stripe, request);
      const intent = await stripe.paymentIntents.create({
        amount: request.amountCents,
        currency: 'usd',
        automatic_payment_methods: { enabled: true },
        receipt_email: request.email,
        metadata: { userId: request.userId, plan: request.plan, days: String(request.days) },
      });
      if (!intent.client_secret) throw new Error('Stripe returned no client secret');
      return { intentId: intent.id, clientSecret: intent.client_secret };
    },

    async retrieve(intentId) {
      try {
        const intent = await stripe.paymentIntents.retrieve(intentId);
        return {
          id: intent.id,
          status: intent.status,
          amountCents: intent.amount,
          currency: intent.currency,
          userId: intent.metadata.userId,
          plan: intent.metadata.plan,
          days: intent.metadata.days ? Number(intent.metadata.days) : undefined,
          renew: intent.metadata.renew === 'true',
          subscriptionId: intent.metadata.subscription,
        };
      } catch (error) {
        const { type, code } = error as { type?: string; code?: string };
        if (type === 'StripeInvalidRequestError' && code === 'resource_missing') return undefined;
        throw error;
      }
    },

    async refund(transactionId, amountCents) {
      let paymentIntent = transactionId;
      if (transactionId.startsWith('in_')) {
        // A renewal is its invoice: the refund goes to the PaymentIntent that paid it.
        const invoice = await stripe.invoices.retrieve(transactionId, { expand: ['payments'] });
        const paid = invoice.payments?.data.find((payment) => payment.status === 'paid')?.payment;
        const intent = paid?.payment_intent;
        paymentIntent = (typeof intent === 'string' ? intent : intent?.id) ?? '';
      }
      if (!paymentIntent.startsWith('pi_'))
        throw new Error(`no Stripe payment to refund for ${transactionId}`);
      await stripe.refunds.create(
        { payment_intent: paymentIntent, amount: amountCents },
        { idempotencyKey: `broadsheet_refund_${transactionId}` },
      );
    },

    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel });
    },

    async changePlan(subscriptionId, { plan, days, amountCents }) {
      const price = await renewingPrice(stripe, plan, days, amountCents);
      const subscription = await stripe.subscriptions.retrieve(subscriptionId);
      const item = subscription.items.data[0];
      if (!item) throw new Error(`Stripe subscription ${subscriptionId} has no item`);
      // The next invoice charges the new price; the period paid for is not charged again nor credited.
      await stripe.subscriptions.update(subscriptionId, {
        items: [{ id: item.id, price }],
        proration_behavior: 'none',
        metadata: { plan, days: String(days) },
      });
    },

    async stopRenewal(subscriptionId) {
      // Stripe refuses to cancel a subscription twice; one that has ended needs nothing more.
      const subscription = await stripe.subscriptions.retrieve(subscriptionId);
      if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') return;
      await stripe.subscriptions.cancel(subscriptionId, undefined, {
        idempotencyKey: `broadsheet_stop_${subscriptionId}`,
      });
    },
  };
}
