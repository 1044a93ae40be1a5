import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { type NewPayment, type PaymentRecord, recordIn } from './payments.repository';

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

    async findByProviderId(providerSubscriptionId: string): Promise<SubscriptionRecord | undefined> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId))
        .limit(1);
      return row;
    },

    /** Cancels or resumes at the end of the period; only an active renewal changes. */
    async setCancelAtPeriodEnd(id: string, cancel: boolean): Promise<SubscriptionRecord | undefined> {
      const [row] = await db
        .update(subscriptions)
        .set({ cancelAtPeriodEnd: cancel })
        .where(and(eq(subscriptions.id, id), eq(subscriptions.status, 'active')))
        .returning();
      return row;
    },

    /**
     * Records one renewal, once per provider event (`payment.transactionId`): the payment extends the
     * reader's premium and the subscription's period ends where the premium now ends. The subscription's row
     * is locked first, so two deliveries of the same event, or two events at once, apply one at a time.
     */
    async recordRenewal(
      subscriptionId: string,
      payment: NewPayment,
    ): Promise<{ payment: PaymentRecord; created: boolean }> {
      return db.transaction(async (tx) => {
        const [subscription] = await tx
          .select()
          .from(subscriptions)
          .where(eq(subscriptions.id, subscriptionId))
          .for('update');
        if (!subscription) throw new Error(`renewal of unknown subscription ${subscriptionId}`);
        const recorded = await recordIn(tx, payment);
        if (recorded.created) {
          await tx
            .update(subscriptions)
            .set({
              currentPeriodEnd: recorded.payment.premiumUntil,
              renewals: sql`${subscriptions.renewals} + 1`,
            })
            .where(eq(subscriptions.id, subscriptionId));
        }
        return recorded;
      });
    },

    /** A renewal that could not be charged stops; its period ends as paid. False when it had already moved on. */
    async lapse(id: string, periodEnd: Date): Promise<boolean> {
      const rows = await db
        .update(subscriptions)
        .set({ status: 'lapsed' })
        .where(
          and(
            eq(subscriptions.id, id),
            eq(subscriptions.status, 'active'),
            eq(subscriptions.currentPeriodEnd, periodEnd),
          ),
        )
        .returning({ id: subscriptions.id });
      return rows.length > 0;
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
