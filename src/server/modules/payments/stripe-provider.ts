import type Stripe from 'stripe';
import type { PaymentProvider } from './payment-provider';

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

/** Stripe: PaymentIntents created and verified on the server (docs/product.md#subscriptions-and-payments). */
export function createStripeProvider(stripe: Stripe): PaymentProvider {
  return {
    kind: 'stripe',
    async createIntent(request) {
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
        };
      } catch (error) {
        const { type, code } = error as { type?: string; code?: string };
        if (type === 'StripeInvalidRequestError' && code === 'resource_missing') return undefined;
        throw error;
      }
    },
  };
}
