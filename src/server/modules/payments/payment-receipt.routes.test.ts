import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, registerUser, type TestUser } from '../../../../tests/setup/auth';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';

let t: TestApp;
let buyer: TestUser;
let other: TestUser;
let admin: TestUser;
let paymentId: string;
let transactionId: string;

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

/** A 7-day Premium payment of the reader's, made with the test card: its id and transaction id. */
async function payForSevenDays(reader: TestUser) {
  const intent = await t.app.inject(
    as(reader, { method: 'POST', url: '/api/create-payment-intent', payload: { plan: 'premium', days: 7 } }),
  );
  const { clientSecret, intentId } = intent.json();
  const card = { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' };
  await t.app.inject(
    as(reader, { method: 'POST', url: '/api/test-payments/confirm', payload: { clientSecret, card } }),
  );
  const recorded = await t.app.inject(
    as(reader, {
      method: 'POST',
      url: '/api/payment',
      payload: { transactionId: intentId, plan: 'premium', days: 7, totalPrice: 7 },
    }),
  );
  expect(recorded.statusCode, recorded.body).toBe(201);
  return { paymentId: recorded.json().insertedId as string, transactionId: intentId as string };
}

beforeAll(async () => {
  t = await createTestApp();
  buyer = await registerUser(t, { name: 'Bea Buyer' });
  other = await registerUser(t);
  admin = await registerUser(t, { role: 'admin' });
  ({ paymentId, transactionId } = await payForSevenDays(buyer));
});
afterAll(() => t.close());

const readPayment = (who: TestUser | null, id = paymentId) =>
  t.app.inject(as(who, { method: 'GET', url: `/api/payments/${id}` }));

describe('one payment (the confirmation page)', () => {
  it('answers the buyer with what was bought, the amount, the transaction id and the new end of premium', async () => {
    const response = await readPayment(buyer);
    expect(response.statusCode, response.body).toBe(200);
    const payment = response.json();
    expect(payment).toMatchObject({
      _id: paymentId,
      email: buyer.email,
      transactionId,
      plan: 'premium',
      days: 7,
      totalPrice: 7,
    });
    const until = new Date(payment.premiumUntil).getTime();
    expect(until - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect(until - Date.now()).toBeLessThanOrEqual(7 * 86_400_000);
  });

  it('answers an admin too', async () => {
    const response = await readPayment(admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ _id: paymentId, transactionId });
  });

  it('refuses another reader (403) and a visitor (401)', async () => {
    const stranger = await readPayment(other);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toMatchObject({ message: 'You can only see your own payments.' });
    expect(stranger.body).not.toContain(transactionId);
    expect((await readPayment(null)).statusCode).toBe(401);
  });

  it('answers 404 for a payment that does not exist and 400 for an id that is not one', async () => {
    const missing = await readPayment(buyer, MISSING_ID);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Payment not found' });
    expect((await readPayment(buyer, 'not-an-id')).statusCode).toBe(400);
  });
});

describe('the free month’s status', () => {
  const status = (who: TestUser | null) =>
    t.app.inject(as(who, { method: 'GET', url: '/api/subscriptions/free' }));

  it('tells a reader whether they have taken the free month', async () => {
    const reader = await registerUser(t);
    const before = await status(reader);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ used: false, usedAt: null });

    const activated = await t.app.inject(as(reader, { method: 'POST', url: '/api/subscriptions/free' }));
    expect(activated.statusCode, activated.body).toBe(201);
    const after = (await status(reader)).json();
    expect(after.used).toBe(true);
    expect(Date.now() - new Date(after.usedAt).getTime()).toBeLessThan(60_000);
    // A card payment is not the free month.
    expect((await status(buyer)).json()).toEqual({ used: false, usedAt: null });
  });

  it('is for signed-in readers only', async () => {
    expect((await status(null)).statusCode).toBe(401);
  });
});
