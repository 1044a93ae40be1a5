import { and, desc, eq, inArray, isNull, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type Cursor, cursorTime, newestFirst, type PageRange, pastCursor } from '../../db/paged';
import { payments, subscriptions, user } from '../../db/schema';

export type PaymentRecord = typeof payments.$inferSelect;

export interface NewPayment {
  userId: string;
  name: string;
  email: string;
  transactionId: string;
  provider: string;
  plan: string;
  days: number;
  amountCents: number;
  /** The automatic renewal it started or renewed. */
  subscriptionId?: string;
}

const DAY_MS = 86_400_000;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Stops the renewal `subscriptionId` for good because one of its payments was refunded, inside the
 * caller's transaction: it is `lapsed` with `refundedAt`, tries no charge again, and a past-due one's grace
 * ends now. Undefined when it had already stopped.
 */
async function stopRenewalIn(tx: Tx, subscriptionId: string) {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId))
    .for('update');
  if (!row || row.status === 'lapsed') return undefined;
  const [stopped] = await tx
    .update(subscriptions)
    .set({ status: 'lapsed', nextRetryAt: null, refundedAt: new Date() })
    .where(and(eq(subscriptions.id, row.id), inArray(subscriptions.status, ['active', 'past_due'])))
    .returning();
  if (row.status === 'past_due' && row.graceEndsAt) {
    await tx
      .update(user)
      .set({ premiumUntil: sql`least(${user.premiumUntil}, now())` })
      .where(and(eq(user.id, row.userId), eq(user.premiumUntil, row.graceEndsAt)));
  }
  return stopped;
}

/**
 * Records a confirmed payment exactly once per transaction id and extends the reader's premium access
 * from the later of now and its current end (docs/product.md#subscriptions-and-payments), inside the
 * caller's transaction. The reader's row is locked, so a browser retry and a webhook arriving together are
 * applied one after the other.
 */
export async function recordIn(
  tx: Tx,
  payment: NewPayment,
  /** A renewal retried after its period ended starts its new period where the unpaid one ended. */
  periodFrom?: Date,
): Promise<{ payment: PaymentRecord; created: boolean }> {
  const [reader] = await tx.select().from(user).where(eq(user.id, payment.userId)).for('update');
  if (!reader) throw new Error(`payment for unknown user ${payment.userId}`);
  const [existing] = await tx
    .select()
    .from(payments)
    .where(eq(payments.transactionId, payment.transactionId));
  if (existing) return { payment: existing, created: false };
  const now = new Date();
  const premiumFrom =
    periodFrom ?? (reader.premiumUntil && reader.premiumUntil > now ? reader.premiumUntil : now);
  const premiumUntil = new Date(premiumFrom.getTime() + payment.days * DAY_MS);
  const [created] = await tx
    .insert(payments)
    .values({ ...payment, premiumFrom, premiumUntil })
    .returning();
  if (!created) throw new Error('payment was not stored');
  const changes = payment.provider === 'free' ? { premiumUntil, freePlanUsedAt: now } : { premiumUntil };
  await tx.update(user).set(changes).where(eq(user.id, payment.userId));
  return { payment: created, created: true };
}

export function createPaymentsRepository(db: Db) {
  return {
    /** Records a confirmed payment, once per transaction id (recordIn). */
    async record(payment: NewPayment): Promise<{ payment: PaymentRecord; created: boolean }> {
      return db.transaction((tx) => recordIn(tx, payment));
    },

    async findById(id: string): Promise<PaymentRecord | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
      return row;
    },

    /** Names the renewal a first payment started (the payment is recorded before its renewal is). */
    async linkToSubscription(id: string, subscriptionId: string): Promise<void> {
      await db
        .update(payments)
        .set({ subscriptionId })
        .where(and(eq(payments.id, id), isNull(payments.subscriptionId)));
    },

    /** A page of payments, newest first: one reader's, or everyone's. */
    page(filter: { userId?: string }, range: PageRange) {
      return newestFirst(db, payments, range, filter.userId ? eq(payments.userId, filter.userId) : undefined);
    },

    /** A page of one reader's payments after `cursor`, newest first, for their copy of their data. */
    pageByUser: (userId: string, cursor: Cursor | null, limit: number) =>
      db
        .select({
          id: payments.id,
          transactionId: payments.transactionId,
          provider: payments.provider,
          plan: payments.plan,
          days: payments.days,
          amountCents: payments.amountCents,
          premiumFrom: payments.premiumFrom,
          premiumUntil: payments.premiumUntil,
          refundedAt: payments.refundedAt,
          createdAt: payments.createdAt,
          cursorAt: cursorTime(payments.createdAt),
        })
        .from(payments)
        .where(and(eq(payments.userId, userId), pastCursor(payments.createdAt, payments.id, cursor)))
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(limit),

    /**
     * Marks a payment refunded, once: the premium it bought and the reader has not used yet is taken back,
     * and the automatic renewal it belongs to stops (`renewalStopped` when this refund stopped it).
     * Undefined when it was refunded already (two admins at once: one refund).
     */
    async markRefunded(id: string): Promise<{ payment: PaymentRecord; renewalStopped: boolean } | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(payments)
          .set({ refundedAt: new Date() })
          .where(and(eq(payments.id, id), isNull(payments.refundedAt)))
          .returning();
        if (!row) return undefined;
        const stopped = row.subscriptionId ? await stopRenewalIn(tx, row.subscriptionId) : undefined;
        // A renewal the reader had cancelled already was not going to charge again: nothing to tell them.
        const refunded = {
          payment: row,
          renewalStopped: stopped !== undefined && !stopped.cancelAtPeriodEnd,
        };
        // The payer's account may be gone (docs/product.md#deleting-your-account): nothing to take back.
        if (!row.userId) return refunded;
        const [reader] = await tx.select().from(user).where(eq(user.id, row.userId)).for('update');
        const unused = row.premiumUntil.getTime() - Math.max(row.premiumFrom.getTime(), Date.now());
        if (reader?.premiumUntil && unused > 0) {
          const premiumUntil = new Date(reader.premiumUntil.getTime() - unused);
          await tx.update(user).set({ premiumUntil }).where(eq(user.id, row.userId));
        }
        return refunded;
      });
    },

    /** Everything ever paid, in cents. */
    async revenueCents(): Promise<number> {
      const [row] = await db.select({ total: sum(payments.amountCents) }).from(payments);
      return Number(row?.total ?? 0);
    },
  };
}
