import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, type TestUser } from '../../../../tests/setup/auth';
import { renewalInvoice as invoice, startStripeApp } from '../../../../tests/setup/stripe-app';
import type { TestApp } from '../../../../tests/setup/test-app';
import { mailMessages, payments, subscriptions, user } from '../../db/schema';
import { priceLookupKey } from './stripe-provider';
import { GRACE_DAYS } from './subscriptions.service';

// Renewals on Stripe: a subscription per renewing checkout, each renewal an `invoice.paid` event.
let stripeApp: Awaited<ReturnType<typeof startStripeApp>>;
let t: TestApp;
let fake: typeof stripeApp.fake;

beforeAll(async () => {
  stripeApp = await startStripeApp();
  ({ t, fake } = stripeApp);
});
afterAll(() => stripeApp.close());

const webhook = (...args: Parameters<typeof stripeApp.webhook>) => stripeApp.webhook(...args);
const renewingReader = () => stripeApp.renewingReader();
const paymentsOf = (reader: TestUser) =>
  t.database.db.select().from(payments).where(eq(payments.userId, reader.id));
const rowOf = async (reader: TestUser) =>
  (await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, reader.id)))[0];
const premiumUntil = async (reader: TestUser) =>
  (await t.database.db.select().from(user).where(eq(user.id, reader.id)))[0]?.premiumUntil?.getTime() ?? 0;
async function mailsTo(reader: TestUser, kind: string) {
  await t.mailsSettled();
  return t.database.db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.to, reader.email), eq(mailMessages.kind, kind)));
}
/** A failed try of a renewal's invoice, and Stripe's next try (seconds since the epoch) or none. */
const failed = (subscription: string, id: string, attempt: number, next: number | null) =>
  invoice(subscription, id, { amount_paid: 0, attempt_count: attempt, next_payment_attempt: next });
const DAY_MS = 86_400_000;

describe('renewing on Stripe', () => {
  it('makes one price per plan and period from the plans in code, and a subscription paid by its first intent', async () => {
    const { reader, subscriptionId, intentId } = await renewingReader();
    await renewingReader();
    const weekly = [...fake.prices.values()].filter(
      (price) => price.lookup_key === priceLookupKey('premium', 7),
    );
    expect(weekly).toHaveLength(1);
    expect(weekly[0]).toMatchObject({
      unit_amount: 700,
      currency: 'usd',
      recurring: { interval: 'day', interval_count: 7 },
      product_name: 'Premium · 7 days',
    });
    const subscription = fake.subscriptions.get(subscriptionId);
    expect(subscription).toMatchObject({
      payment_behavior: 'default_incomplete',
      metadata: { userId: reader.id, plan: 'premium', days: '7' },
    });
    expect(fake.intents.get(intentId)?.metadata).toMatchObject({ renew: 'true', userId: reader.id });
    const [row] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, reader.id));
    expect(row).toMatchObject({
      provider: 'stripe',
      providerSubscriptionId: subscriptionId,
      status: 'active',
    });
  });

  it('records each renewal once per invoice, replayed or out of order, with one receipt each', async () => {
    const { reader, subscriptionId } = await renewingReader();
    const later = invoice(subscriptionId, `in_${subscriptionId}_3`);
    const earlier = invoice(subscriptionId, `in_${subscriptionId}_2`);
    // The later period's event first, then the earlier one, then both again.
    for (const event of [later, earlier, later, earlier]) {
      const response = await webhook('invoice.paid', event);
      expect(response.statusCode, response.body).toBe(200);
    }
    await Promise.all([webhook('invoice.paid', later), webhook('invoice.paid', earlier)]);
    const rows = await paymentsOf(reader);
    expect(rows.map((row) => row.transactionId).sort()).toEqual(
      [earlier.id, later.id, rows.find((row) => row.transactionId.startsWith('pi_'))?.transactionId].sort(),
    );
    const [sub] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, reader.id));
    expect(sub?.renewals).toBe(2);
    await t.mailsSettled();
    const receipts = await t.database.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.to, reader.email), eq(mailMessages.kind, 'payment-receipt')));
    expect(receipts).toHaveLength(3);
  });

  it('leaves the first invoice to its intent, refuses a wrong amount and retries an unknown subscription', async () => {
    const { reader, subscriptionId } = await renewingReader();
    const first = invoice(subscriptionId, 'in_first', { billing_reason: 'subscription_create' });
    expect((await webhook('invoice.paid', first)).statusCode).toBe(200);
    expect(await paymentsOf(reader)).toHaveLength(1);
    const wrong = await webhook('invoice.paid', invoice(subscriptionId, 'in_wrong', { amount_paid: 100 }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('AMOUNT_MISMATCH');
    const unknown = await webhook('invoice.paid', invoice('sub_unknown', 'in_unknown'));
    expect(unknown.statusCode).toBe(409);
    expect(await paymentsOf(reader)).toHaveLength(1);
  });

  it('cancels and resumes at Stripe, and a subscription Stripe ended while renewing lapses', async () => {
    const { reader, subscriptionId } = await renewingReader();
    const cancel = await t.app.inject(as(reader, { method: 'POST', url: '/api/subscriptions/mine/cancel' }));
    expect(cancel.json()).toMatchObject({ state: 'cancelled', provider: 'stripe' });
    expect(fake.subscriptions.get(subscriptionId)?.cancel_at_period_end).toBe(true);
    const resume = await t.app.inject(as(reader, { method: 'POST', url: '/api/subscriptions/mine/resume' }));
    expect(resume.json()).toMatchObject({ state: 'renewing' });
    expect(fake.subscriptions.get(subscriptionId)?.cancel_at_period_end).toBe(false);

    const ended = await webhook('customer.subscription.deleted', {
      id: subscriptionId,
      object: 'subscription',
    });
    expect(ended.statusCode).toBe(200);
    const mine = await t.app.inject(as(reader, { method: 'GET', url: '/api/subscriptions/mine' }));
    expect(mine.json().subscription.state).toBe('lapsed');
  });

  it('has no test clock in Stripe mode', async () => {
    const { reader } = await renewingReader();
    const response = await t.app.inject(
      as(reader, { method: 'POST', url: '/api/test-payments/clock', payload: { days: 30 } }),
    );
    expect(response.statusCode).toBe(404);
  });
});

describe('failed renewals on Stripe', () => {
  it('records each failed try once, replayed or out of order, keeps premium for the grace period, and a paid retry renews', async () => {
    const { reader, subscriptionId } = await renewingReader();
    const periodEnd = await premiumUntil(reader);
    const id = `in_${subscriptionId}_fails`;
    const inTwoDays = Math.floor(Date.now() / 1000) + 2 * 86_400;
    const first = failed(subscriptionId, id, 1, inTwoDays);
    for (const event of [first, first])
      expect((await webhook('invoice.payment_failed', event)).statusCode).toBe(200);
    expect(await rowOf(reader)).toMatchObject({ status: 'past_due', failedAttempts: 1 });
    expect((await rowOf(reader))?.nextRetryAt?.getTime()).toBe(inTwoDays * 1000);
    expect(await premiumUntil(reader)).toBe(periodEnd + GRACE_DAYS * DAY_MS);
    expect(await mailsTo(reader, 'renewal-failed')).toHaveLength(1);

    // The last try arrives before the second: the second, older, changes nothing.
    await webhook('invoice.payment_failed', failed(subscriptionId, id, 3, null));
    await webhook('invoice.payment_failed', failed(subscriptionId, id, 2, inTwoDays));
    expect(await rowOf(reader)).toMatchObject({ failedAttempts: 3, nextRetryAt: null });
    const mine = await t.app.inject(as(reader, { method: 'GET', url: '/api/subscriptions/mine' }));
    expect(mine.json().subscription).toMatchObject({ state: 'past_due', retryAt: null });
    expect(await mailsTo(reader, 'renewal-failed')).toHaveLength(2);

    // Stripe's retry is paid after all: the unpaid period is paid from where it began; a late failure is stale.
    expect((await webhook('invoice.paid', invoice(subscriptionId, id))).statusCode).toBe(200);
    await webhook('invoice.payment_failed', failed(subscriptionId, id, 4, null));
    expect(await rowOf(reader)).toMatchObject({ status: 'active', failedAttempts: 0, renewals: 1 });
    expect(await premiumUntil(reader)).toBe(periodEnd + 7 * DAY_MS);
    expect(await mailsTo(reader, 'renewal-failed')).toHaveLength(2);
  });

  it('ends a past-due subscription Stripe gave up on: premium ends now, and the reader is told', async () => {
    const { reader, subscriptionId } = await renewingReader();
    await webhook('invoice.payment_failed', failed(subscriptionId, `in_${subscriptionId}_x`, 1, null));
    const ended = await webhook('customer.subscription.deleted', {
      id: subscriptionId,
      object: 'subscription',
    });
    expect(ended.statusCode).toBe(200);
    expect((await rowOf(reader))?.status).toBe('lapsed');
    expect(await premiumUntil(reader)).toBeLessThanOrEqual(Date.now());
    expect(await mailsTo(reader, 'premium-ended')).toHaveLength(1);
  });

  it('leaves a first invoice’s failure to the checkout, and retries one of an unknown subscription', async () => {
    const { reader, subscriptionId } = await renewingReader();
    const first = failed(subscriptionId, 'in_first_fail', 1, null);
    const create = await webhook('invoice.payment_failed', {
      ...first,
      billing_reason: 'subscription_create',
    });
    expect(create.statusCode).toBe(200);
    expect((await rowOf(reader))?.status).toBe('active');
    const unknown = await webhook(
      'invoice.payment_failed',
      failed('sub_unknown', 'in_unknown_fail', 1, null),
    );
    expect(unknown.statusCode).toBe(409);
  });
});
