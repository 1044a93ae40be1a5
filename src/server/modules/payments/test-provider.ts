import { randomBytes } from 'node:crypto';
import { ACCOUNT_API_TEXTS as TEXTS } from '@shared/messages';
import type { Db } from '../../db/client';
import { CardError, type PaymentProvider } from './payment-provider';
import { createTestIntentsRepository } from './test-intents.repository';

export interface TestCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** The usual provider test numbers (docs/product.md#subscriptions-and-payments). */
export const TEST_CARDS = {
  success: ['4242424242424242', '5555555555554444'],
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

function luhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Decides a test card the way the provider's test mode does; throws CardError when it is refused. */
export function checkTestCard(card: TestCard, now = new Date()): void {
  const number = card.number.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(number) || !luhn(number)) throw new CardError('invalid_number', TEXTS.cardInvalid);
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const endOfExpiryMonth = new Date(Date.UTC(year, card.expMonth, 1));
  if (endOfExpiryMonth <= now) throw new CardError('expired_card', TEXTS.cardExpired);
  if (number === TEST_CARDS.declined) throw new CardError('card_declined', TEXTS.cardDeclined);
  if (number === TEST_CARDS.insufficientFunds)
    throw new CardError('insufficient_funds', TEXTS.cardInsufficientFunds);
  if (!(TEST_CARDS.success as readonly string[]).includes(number)) {
    throw new CardError('card_declined', TEXTS.cardNotTestCard);
  }
}

/**
 * The built-in test-mode provider: works with no configuration and no network. Intents live in the
 * database so any server process can confirm or verify them.
 */
export function createTestProvider(db: Db): PaymentProvider & {
  confirm(
    clientSecret: string,
    userId: string,
    card: TestCard,
  ): Promise<{ intentId: string; status: 'succeeded' }>;
} {
  const intents = createTestIntentsRepository(db);
  return {
    kind: 'test',
    async createIntent(request) {
      const id = `pi_test_${randomBytes(12).toString('hex')}`;
      const clientSecret = `${id}_secret_${randomBytes(16).toString('base64url')}`;
      const { userId, plan, days, amountCents, renew } = request;
      await intents.create({ id, clientSecret, userId, plan, days, amountCents, renew });
      return { intentId: id, clientSecret };
    },

    async retrieve(intentId) {
      const row = await intents.findById(intentId);
      if (!row) return undefined;
      const { id, status, amountCents, userId, plan, days, renew } = row;
      // A renewing intent starts the test provider's subscription, named after it.
      const subscriptionId = renew ? `sub_test_${id.slice('pi_test_'.length)}` : undefined;
      return { id, status, amountCents, currency: 'usd', userId, plan, days, renew, subscriptionId };
    },

    // The test provider keeps no subscriptions of its own: Broadsheet's row is the whole of it.
    async setCancelAtPeriodEnd() {},
    async stopRenewal() {},
    async changePlan() {},
    // Nor does it hold money: a refund is Broadsheet's record of it.
    async refund() {},

    async confirm(clientSecret, userId, card) {
      const row = await intents.findBySecret(clientSecret, userId);
      if (!row) throw new CardError('payment_intent_unexpected_state', TEXTS.paymentExpired);
      if (row.status === 'succeeded') return { intentId: row.id, status: 'succeeded' };
      try {
        checkTestCard(card);
      } catch (error) {
        if (error instanceof CardError) await intents.setOutcome(row.id, { lastError: error.code });
        throw error;
      }
      await intents.setOutcome(row.id, { status: 'succeeded', lastError: null });
      return { intentId: row.id, status: 'succeeded' };
    },
  };
}
