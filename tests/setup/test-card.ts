import { expect } from 'vitest';
import { as, type TestUser } from './auth';
import type { TestApp } from './test-app';

/** The test-mode provider's card that pays. */
export const TEST_CARD = { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' };

/**
 * A reader pays for Premium by the test card, as checkout does: the intent, the card, then the payment
 * recorded (201). `record` sends the recording again, for tests of a replay.
 */
export async function payByTestCard(
  t: TestApp,
  who: TestUser,
  { days, renew, totalPrice }: { days: number; renew?: boolean; totalPrice: number },
) {
  const intent = await t.app.inject(
    as(who, { method: 'POST', url: '/api/create-payment-intent', payload: { plan: 'premium', days, renew } }),
  );
  expect(intent.statusCode, intent.body).toBe(200);
  const { clientSecret, intentId } = intent.json() as { clientSecret: string; intentId: string };
  const confirm = await t.app.inject(
    as(who, {
      method: 'POST',
      url: '/api/test-payments/confirm',
      payload: { clientSecret, card: TEST_CARD },
    }),
  );
  expect(confirm.statusCode, confirm.body).toBe(200);
  const record = () =>
    t.app.inject(
      as(who, {
        method: 'POST',
        url: '/api/payment',
        payload: { transactionId: intentId, plan: 'premium', days, totalPrice },
      }),
    );
  const recorded = await record();
  expect(recorded.statusCode, recorded.body).toBe(201);
  return { intentId, recorded, record };
}
