import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, uuidPrimaryKey } from './columns';
import { userColumn } from './identity-schema';

/**
 * A reader's automatic renewal (docs/product.md#subscriptions-and-payments): one per reader, made when a
 * payment the reader chose to renew is recorded. Each renewal is a payment of its own; the period ends at
 * `currentPeriodEnd`, and a cancelled renewal simply stops there. A renewal that cannot be charged is
 * `past_due`: retried on a schedule while premium continues for a grace period, then `lapsed`.
 * A refund of any of its payments stops it at once (`lapsed`, with `refundedAt`).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuidPrimaryKey(),
    userId: userColumn('user_id').unique(),
    provider: text('provider').notNull(),
    /** The provider's own id (Stripe's `sub_…`, or `sub_test_…` in test mode). */
    providerSubscriptionId: text('provider_subscription_id').notNull().unique(),
    plan: text('plan').notNull(),
    days: integer('days').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').notNull().default('active'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    renewals: integer('renewals').notNull().default(0),
    /** A renewal whose charge failed (`past_due`): how many charges of the period have failed so far. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    /** When the failed charge is tried again; null when no try is left. */
    nextRetryAt: timestamp('next_retry_at', { withTimezone: true }),
    /** Premium continues until then while the charge is retried; after it the renewal lapses. */
    graceEndsAt: timestamp('grace_ends_at', { withTimezone: true }),
    /** Test mode only: how far the reader's test clock runs ahead of the real one (a clock per subscription). */
    clockOffsetMs: bigint('clock_offset_ms', { mode: 'number' }).notNull().default(0),
    /** When an admin's refund of one of its payments stopped it (status `lapsed` from then on). */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    check('subscriptions_status_check', sql`${table.status} in ('active', 'past_due', 'lapsed')`),
    check('subscriptions_days_check', sql`${table.days} > 0`),
    index('subscriptions_period_end_idx').on(table.currentPeriodEnd),
  ],
);
