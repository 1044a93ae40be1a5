import { amountCents, planById } from '@shared/plans';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../../tests/setup/auth';
import { renewalInvoice as invoice, startStripeApp } from '../../../../tests/setup/stripe-app';
import { payments } from '../../db/schema';
import { priceLookupKey } from './stripe-provider';

// A change of plan or period on Stripe: the subscription's price from its next invoice, nothing prorated.
let stripeApp: Awaited<ReturnType<typeof startStripeApp>>;

beforeAll(async () => {
  stripeApp = await startStripeApp();
});
afterAll(() => stripeApp.close());

describe('changing plan or period on Stripe', () => {
  it('moves the subscription to the new price with no proration, and records the next invoice at it', async () => {
    const { t, fake, webhook } = stripeApp;
    const { reader, subscriptionId } = await stripeApp.renewingReader();
    const family = planById('family');
    const cents = family ? amountCents(family, 30) : 0;
    const changed = await t.app.inject(
      as(reader, {
        method: 'POST',
        url: '/api/subscriptions/mine/change',
        payload: { plan: 'family', days: 30 },
      }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const price = [...fake.prices.values()].find((each) => each.lookup_key === priceLookupKey('family', 30));
    expect(price).toMatchObject({ unit_amount: cents, recurring: { interval: 'day', interval_count: 30 } });
    expect(fake.subscriptions.get(subscriptionId)).toMatchObject({
      price: price?.id,
      proration_behavior: 'none',
      cancel_at_period_end: false,
    });

    // An invoice at the old amount is refused; the new one is recorded once as Family, 30 days.
    const old = await webhook('invoice.paid', invoice(subscriptionId, `in_${subscriptionId}_old`));
    expect(old.statusCode).toBe(400);
    const paid = invoice(subscriptionId, `in_${subscriptionId}_new`, { amount_paid: cents });
    expect((await webhook('invoice.paid', paid)).statusCode).toBe(200);
    expect((await webhook('invoice.paid', paid)).statusCode).toBe(200);
    const rows = await t.database.db.select().from(payments).where(eq(payments.userId, reader.id));
    expect(rows.filter((row) => row.plan === 'family')).toMatchObject([{ days: 30, amountCents: cents }]);
  });
});
