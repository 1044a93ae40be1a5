import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, registerUser } from '../../../../tests/setup/auth';
import { renewalInvoice as invoice, startStripeApp } from '../../../../tests/setup/stripe-app';
import type { TestApp } from '../../../../tests/setup/test-app';
import { mailMessages, payments, subscriptions, user } from '../../db/schema';

// Refunds on Stripe: a first payment by its PaymentIntent, a renewal by its invoice's; either stops the renewal.
let stripeApp: Awaited<ReturnType<typeof startStripeApp>>;
let t: TestApp;
let fake: typeof stripeApp.fake;

beforeAll(async () => {
  stripeApp = await startStripeApp();
  ({ t, fake } = stripeApp);
});
afterAll(() => stripeApp.close());

const webhook = (...args: Parameters<typeof stripeApp.webhook>) => stripeApp.webhook(...args);
const paymentsOf = (reader: { id: string }) =>
  t.database.db.select().from(payments).where(eq(payments.userId, reader.id));
const rowOf = async (reader: { id: string }) =>
  (await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, reader.id)))[0];
const premiumUntil = async (reader: { id: string }) =>
  (await t.database.db.select().from(user).where(eq(user.id, reader.id)))[0]?.premiumUntil?.getTime() ?? 0;
const cancels = (subscriptionId: string) =>
  fake.requests.filter((request) => request.method === 'DELETE' && request.path.endsWith(subscriptionId));

describe('refunds on Stripe', () => {
  it('refunds a first payment by its PaymentIntent and a renewal by its invoice’s, once each', async () => {
    const admin = await registerUser(t, { role: 'admin' });
    const { reader, subscriptionId, intentId } = await stripeApp.renewingReader();
    const renewal = `in_${subscriptionId}_refund`;
    expect((await webhook('invoice.paid', invoice(subscriptionId, renewal))).statusCode).toBe(200);
    const rows = await paymentsOf(reader);
    for (const row of rows) {
      const refunded = await t.app.inject(
        as(admin, { method: 'POST', url: `/api/payments/${row.id}/refund` }),
      );
      expect(refunded.statusCode, refunded.body).toBe(200);
    }
    expect(
      fake.refunds.slice(-2).sort((a, b) => String(a.paymentIntent).localeCompare(String(b.paymentIntent))),
    ).toEqual(
      [
        { paymentIntent: intentId, amount: 700 },
        { paymentIntent: `pi_of_${renewal}`, amount: 700 },
      ].sort((a, b) => a.paymentIntent.localeCompare(b.paymentIntent)),
    );
    const again = await t.app.inject(
      as(admin, { method: 'POST', url: `/api/payments/${rows[0]?.id}/refund` }),
    );
    expect(again.statusCode).toBe(409);
    expect(fake.refunds.filter((refund) => refund.paymentIntent === intentId)).toHaveLength(1);
  });

  it('stops the renewal at Stripe once, and Stripe’s later events about it change nothing', async () => {
    const admin = await registerUser(t, { role: 'admin' });
    const { reader, subscriptionId } = await stripeApp.renewingReader();
    const [first] = await paymentsOf(reader);
    expect(first?.subscriptionId).toBe((await rowOf(reader))?.id);
    const refunded = await t.app.inject(
      as(admin, { method: 'POST', url: `/api/payments/${first?.id}/refund` }),
    );
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(cancels(subscriptionId)).toHaveLength(1);
    expect(fake.subscriptions.get(subscriptionId)?.status).toBe('canceled');
    expect(await rowOf(reader)).toMatchObject({ status: 'lapsed', refundedAt: expect.any(Date) });
    expect(await premiumUntil(reader)).toBeLessThanOrEqual(Date.now());

    // Stripe tells of the cancel, replayed; a failed try of an invoice made before it arrives late.
    for (const _ of [1, 2]) {
      const ended = await webhook('customer.subscription.deleted', {
        id: subscriptionId,
        object: 'subscription',
      });
      expect(ended.statusCode).toBe(200);
    }
    const late = invoice(subscriptionId, `in_${subscriptionId}_late`, {
      amount_paid: 0,
      attempt_count: 1,
      next_payment_attempt: null,
    });
    expect((await webhook('invoice.payment_failed', late)).statusCode).toBe(200);
    expect(await rowOf(reader)).toMatchObject({ status: 'lapsed', failedAttempts: 0 });
    await t.mailsSettled();
    const mails = await t.database.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.to, reader.email)));
    const kinds = mails.map((mail) => mail.kind);
    expect(kinds.filter((kind) => kind === 'payment-refunded')).toHaveLength(1);
    expect(kinds).not.toContain('premium-ended');
    expect(kinds).not.toContain('renewal-failed');
    expect(await paymentsOf(reader)).toHaveLength(1);
  });
});
