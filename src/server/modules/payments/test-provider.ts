import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { testPaymentIntents } from '../../db/schema';
import { CardError, type PaymentProvider } from './payment-provider';

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
  if (!/^\d{13,19}$/.test(number) || !luhn(number))
    throw new CardError('invalid_number', 'Your card number is invalid.');
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const endOfExpiryMonth = new Date(Date.UTC(year, card.expMonth, 1));
  if (endOfExpiryMonth <= now) throw new CardError('expired_card', 'Your card has expired.');
  if (number === TEST_CARDS.declined) throw new CardError('card_declined', 'Your card was declined.');
  if (number === TEST_CARDS.insufficientFunds)
    throw new CardError('insufficient_funds', 'Your card has insufficient funds.');
  if (!(TEST_CARDS.success as readonly string[]).includes(number)) {
    throw new CardError(
      'card_declined',
      'Your card was declined. In test mode, pay with 4242 4242 4242 4242.',
    );
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
  return {
    kind: 'test',
    async createIntent(request) {
      const id = `pi_test_${randomBytes(12).toString('hex')}`;
      const clientSecret = `${id}_secret_${randomBytes(16).toString('base64url')}`;
      await db.insert(testPaymentIntents).values({
        id,
        clientSecret,
        userId: request.userId,
        plan: request.plan,
        days: request.days,
        amountCents: request.amountCents,
      });
      return { intentId: id, clientSecret };
    },

    async retrieve(intentId) {
      const [row] = await db
        .select()
        .from(testPaymentIntents)
        .where(eq(testPaymentIntents.id, intentId))
        .limit(1);
      if (!row) return undefined;
      return {
        id: row.id,
        status: row.status,
        amountCents: row.amountCents,
        currency: 'usd',
        userId: row.userId,
        plan: row.plan,
        days: row.days,
      };
    },

    async confirm(clientSecret, userId, card) {
      const [row] = await db
        .select()
        .from(testPaymentIntents)
        .where(and(eq(testPaymentIntents.clientSecret, clientSecret), eq(testPaymentIntents.userId, userId)))
        .limit(1);
      if (!row)
        throw new CardError(
          'payment_intent_unexpected_state',
          'This payment has expired. Please start again.',
        );
      if (row.status === 'succeeded') return { intentId: row.id, status: 'succeeded' };
      try {
        checkTestCard(card);
      } catch (error) {
        if (error instanceof CardError) {
          await db
            .update(testPaymentIntents)
            .set({ lastError: error.code })
            .where(eq(testPaymentIntents.id, row.id));
        }
        throw error;
      }
      await db
        .update(testPaymentIntents)
        .set({ status: 'succeeded', lastError: null })
        .where(eq(testPaymentIntents.id, row.id));
      return { intentId: row.id, status: 'succeeded' };
    },
  };
}
