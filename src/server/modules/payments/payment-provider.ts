import { ERROR_CODES } from '@shared/error-codes';
/** What the checkout needs from a card payment provider (docs/product.md#subscriptions-and-payments); Stripe and the test mode both fit. */
export interface IntentRequest {
  userId: string;
  email: string;
  plan: string;
  days: number;
  amountCents: number;
  /** The reader chose to renew automatically at the end of each period. */
  renew: boolean;
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
  /** Whether it starts an automatic renewal, and the provider's subscription for it. */
  renew: boolean;
  subscriptionId: string | undefined;
}

export interface PaymentProvider {
  kind: 'test' | 'stripe';
  createIntent(request: IntentRequest): Promise<{ intentId: string; clientSecret: string }>;
  /** The intent as the provider knows it now, or undefined when it does not exist. */
  retrieve(intentId: string): Promise<ProviderIntent | undefined>;
  /** Stops or resumes renewing at the end of the period, at the provider. */
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<void>;
  /** Charges `amountCents` every `days` days for `plan` from the renewal's next invoice on, nothing now. */
  changePlan(
    subscriptionId: string,
    change: { plan: string; days: number; amountCents: number },
  ): Promise<void>;
  /** Ends a renewal at once (its payment was refunded): nothing more is charged; done already, nothing. */
  stopRenewal(subscriptionId: string): Promise<void>;
  /** Refunds a payment (a PaymentIntent or a renewal's invoice) in full, once however often asked. */
  refund(transactionId: string, amountCents: number): Promise<void>;
}

/** A card the provider refused: shown in red under the card form (docs/product.md#subscriptions-and-payments). */
/** How a card refusal is named by the provider, and the error code the API answers with. */
export const CARD_ERROR_CODES = {
  card_declined: ERROR_CODES.CARD_DECLINED,
  insufficient_funds: ERROR_CODES.INSUFFICIENT_FUNDS,
  invalid_number: ERROR_CODES.INVALID_NUMBER,
  expired_card: ERROR_CODES.EXPIRED_CARD,
  payment_intent_unexpected_state: ERROR_CODES.PAYMENT_INTENT_UNEXPECTED_STATE,
} as const;
export type CardErrorKind = keyof typeof CARD_ERROR_CODES;

export class CardError extends Error {
  constructor(
    readonly code: CardErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'CardError';
  }
}
