/** What the checkout needs from a card payment provider (docs/product.md#subscriptions-and-payments); Stripe and the test mode both fit. */
export interface IntentRequest {
  userId: string;
  email: string;
  plan: string;
  days: number;
  amountCents: number;
}

export interface ProviderIntent {
  id: string;
  status: string;
  amountCents: number;
  currency: string;
  /** What the intent was created for, as the provider stored it. */
  userId: string | undefined;
  plan: string | undefined;
  days: number | undefined;
}

export interface PaymentProvider {
  kind: 'test' | 'stripe';
  createIntent(request: IntentRequest): Promise<{ intentId: string; clientSecret: string }>;
  /** The intent as the provider knows it now, or undefined when it does not exist. */
  retrieve(intentId: string): Promise<ProviderIntent | undefined>;
}

/** A card the provider refused: shown in red under the card form (docs/product.md#subscriptions-and-payments). */
export class CardError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'CardError';
  }
}
