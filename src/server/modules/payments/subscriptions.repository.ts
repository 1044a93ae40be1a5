import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments, subscriptions, user } from '../../db/schema';
import { type NewPayment, type PaymentRecord, recordIn } from './payments.repository';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A failed charge of a renewal's period: which try it was, the next one, and the end of the grace period. */
export interface RenewalFailure {
  transactionId: string;
  attempt: number;
  nextRetryAt: Date | null;
  graceEndsAt: Date;
}

const lockSubscription = async (tx: Tx, id: string) =>
  (await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update'))[0];

export type SubscriptionRecord = typeof subscriptions.$inferSelect;
export type NewSubscription = Pick<
  typeof subscriptions.$inferInsert,
  'userId' | 'provider' | 'providerSubscriptionId' | 'plan' | 'days' | 'amountCents' | 'currentPeriodEnd'
>;

/** Readers' automatic renewals, each with its test-mode clock. */
export function createSubscriptionsRepository(db: Db) {
  return {
    /**
     * Starts a reader's renewal: a new provider subscription replaces the reader's earlier one; the same
     * one again (a repeated confirmation) leaves it as it is, renewals and all.
     */
    async start(subscription: NewSubscription): Promise<void> {
      await db
        .insert(subscriptions)
        .values(subscription)
        .onConflictDoUpdate({
          target: subscriptions.userId,
          set: { ...subscription, status: 'active', cancelAtPeriodEnd: false, renewals: 0, clockOffsetMs: 0 },
          setWhere: sql`${subscriptions.providerSubscriptionId} <> excluded.provider_subscription_id`,
        });
    },

    async findByUser(userId: string): Promise<SubscriptionRecord | undefined> {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
      return row;
    },

    async findById(id: string): Promise<SubscriptionRecord | undefined> {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id)).limit(1);
      return row;
    },

    async findByProviderId(providerSubscriptionId: string): Promise<SubscriptionRecord | undefined> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId))
        .limit(1);
      return row;
    },

    /** Cancels or resumes at the end of the period (or of the grace period); a lapsed renewal does not change. */
    async setCancelAtPeriodEnd(id: string, cancel: boolean): Promise<SubscriptionRecord | undefined> {
      const [row] = await db
        .update(subscriptions)
        .set({ cancelAtPeriodEnd: cancel })
        .where(and(eq(subscriptions.id, id), inArray(subscriptions.status, ['active', 'past_due'])))
        .returning();
      return row;
    },

    /**
     * Changes what a renewal that is on charges from its next period: plan, period and amount. Undefined
     * when it is not on (cancelled, past due or lapsed), as it was checked or since.
     */
    async changePlan(
      id: string,
      change: { plan: string; days: number; amountCents: number },
    ): Promise<SubscriptionRecord | undefined> {
      const [row] = await db
        .update(subscriptions)
        .set(change)
        .where(
          and(
            eq(subscriptions.id, id),
            eq(subscriptions.status, 'active'),
            eq(subscriptions.cancelAtPeriodEnd, false),
          ),
        )
        .returning();
      return row;
    },

    /**
     * Records one renewal, once per provider event (`payment.transactionId`): the payment extends the
     * reader's premium and the subscription's period ends where the premium now ends. The subscription's row
     * is locked first, so two deliveries of the same event, or two events at once, apply one at a time.
     * With `onlyWhileRenewing` (a charge not made yet: the test clock's) a renewal that has stopped
     * meanwhile is not charged: undefined.
     */
    async recordRenewal(
      subscriptionId: string,
      payment: NewPayment,
      onlyWhileRenewing = false,
    ): Promise<{ payment: PaymentRecord; created: boolean } | undefined> {
      return db.transaction(async (tx) => {
        const subscription = await lockSubscription(tx, subscriptionId);
        if (!subscription) throw new Error(`renewal of unknown subscription ${subscriptionId}`);
        if (onlyWhileRenewing && subscription.status === 'lapsed') return undefined;
        // A retried charge that succeeds pays the period that went unpaid, not one from the grace's end.
        const pastDue = subscription.status === 'past_due';
        const recorded = await recordIn(
          tx,
          { ...payment, subscriptionId },
          pastDue ? subscription.currentPeriodEnd : undefined,
        );
        if (recorded.created) {
          await tx
            .update(subscriptions)
            .set({
              currentPeriodEnd: recorded.payment.premiumUntil,
              renewals: sql`${subscriptions.renewals} + 1`,
              ...(pastDue
                ? { status: 'active', failedAttempts: 0, nextRetryAt: null, graceEndsAt: null }
                : {}),
            })
            .where(eq(subscriptions.id, subscriptionId));
        }
        return recorded;
      });
    },

    /**
     * Records a failed charge of the period ending `periodEnd`, once per try: the renewal is past due, the
     * reader keeps premium to the end of the grace period. Answers the renewal as it is then, or undefined
     * when the failure is stale: the period was paid meanwhile (its payment exists), it is not the current
     * period, the renewal lapsed, or a later try was recorded already (events replayed or out of order).
     */
    async recordFailure(
      id: string,
      periodEnd: Date,
      failure: RenewalFailure,
    ): Promise<SubscriptionRecord | undefined> {
      return db.transaction(async (tx) => {
        const row = await lockSubscription(tx, id);
        if (!row || row.status === 'lapsed' || row.currentPeriodEnd.getTime() !== periodEnd.getTime()) return;
        if (failure.attempt <= row.failedAttempts) return;
        const [paid] = await tx
          .select({ id: payments.id })
          .from(payments)
          .where(eq(payments.transactionId, failure.transactionId));
        if (paid) return;
        const graceEndsAt = row.graceEndsAt ?? failure.graceEndsAt;
        const [updated] = await tx
          .update(subscriptions)
          .set({
            status: 'past_due',
            failedAttempts: failure.attempt,
            nextRetryAt: failure.nextRetryAt,
            graceEndsAt,
          })
          .where(eq(subscriptions.id, id))
          .returning();
        await tx
          .update(user)
          .set({
            premiumUntil: sql`greatest(${user.premiumUntil}, ${graceEndsAt.toISOString()}::timestamptz)`,
          })
          .where(eq(user.id, row.userId));
        return updated;
      });
    },

    /**
     * A renewal that could not be charged stops. An active one's period ends as paid; a past-due one's grace
     * ends now, and the reader's premium with it. Undefined when it had already moved on.
     */
    async lapse(id: string, periodEnd: Date): Promise<SubscriptionRecord | undefined> {
      return db.transaction(async (tx) => {
        const row = await lockSubscription(tx, id);
        if (!row || row.status === 'lapsed' || row.currentPeriodEnd.getTime() !== periodEnd.getTime()) return;
        const [lapsed] = await tx
          .update(subscriptions)
          .set({ status: 'lapsed', nextRetryAt: null })
          .where(eq(subscriptions.id, id))
          .returning();
        if (row.status === 'past_due' && row.graceEndsAt) {
          await tx
            .update(user)
            .set({ premiumUntil: sql`least(${user.premiumUntil}, now())` })
            .where(and(eq(user.id, row.userId), eq(user.premiumUntil, row.graceEndsAt)));
        }
        return lapsed;
      });
    },

    /** Moves a test-mode subscription's clock ahead atomically; the subscription as it is then. */
    async advanceClock(id: string, ms: number): Promise<SubscriptionRecord | undefined> {
      const [row] = await db
        .update(subscriptions)
        .set({ clockOffsetMs: sql`${subscriptions.clockOffsetMs} + ${ms}` })
        .where(eq(subscriptions.id, id))
        .returning();
      return row;
    },
  };
}
