import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNotNull, isNull, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newestFirst, type PageRange } from '../../db/paged';
import { mailSuppressions, newsletterSubscribers } from '../../db/schema';

export type Subscriber = typeof newsletterSubscribers.$inferSelect;

const byAddress = (email: string) => sql`lower(${newsletterSubscribers.email}) = lower(${email})`;

export function createNewsletterRepository(db: Db) {
  /** A confirmed subscriber whose address does not bounce: one an issue is sent to. */
  const receiving = () =>
    and(
      isNotNull(newsletterSubscribers.confirmedAt),
      notExists(
        db
          .select({ one: sql`1` })
          .from(mailSuppressions)
          .where(eq(mailSuppressions.email, sql`lower(${newsletterSubscribers.email})`)),
      ),
    );

  return {
    /**
     * The subscriber with this address in any letter case, stored now unless it was there (`created`).
     * `confirmed` stores it confirmed at once (a registered reader's verified address).
     */
    async subscribe(email: string, confirmed = false): Promise<{ subscriber: Subscriber; created: boolean }> {
      const [inserted] = await db
        .insert(newsletterSubscribers)
        .values({
          email,
          unsubscribeToken: randomBytes(24).toString('base64url'),
          confirmedAt: confirmed ? sql`now()` : null,
        })
        .onConflictDoNothing()
        .returning();
      if (inserted) return { subscriber: inserted, created: true };
      const [existing] = await db.select().from(newsletterSubscribers).where(byAddress(email));
      if (!existing) throw new Error('a subscriber is neither new nor stored');
      return { subscriber: existing, created: false };
    },

    async byId(id: string): Promise<Subscriber | undefined> {
      const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id));
      return row;
    },

    async byEmail(email: string): Promise<Subscriber | undefined> {
      const [row] = await db.select().from(newsletterSubscribers).where(byAddress(email));
      return row;
    },

    /** Confirms a subscriber; false when it was confirmed already (or is gone). */
    async confirm(id: string): Promise<boolean> {
      const rows = await db
        .update(newsletterSubscribers)
        .set({ confirmedAt: sql`now()` })
        .where(and(eq(newsletterSubscribers.id, id), isNull(newsletterSubscribers.confirmedAt)))
        .returning({ id: newsletterSubscribers.id });
      return rows.length > 0;
    },

    async unsubscribe(token: string): Promise<boolean> {
      const deleted = await db
        .delete(newsletterSubscribers)
        .where(eq(newsletterSubscribers.unsubscribeToken, token))
        .returning({ id: newsletterSubscribers.id });
      return deleted.length > 0;
    },

    async removeEmail(email: string): Promise<void> {
      await db.delete(newsletterSubscribers).where(byAddress(email));
    },

    /** A page of subscribers, newest first. */
    page: (range: PageRange) => newestFirst(db, newsletterSubscribers, range),

    /** How many an issue sent now would reach: the subscribers `recipients` yields. */
    async recipientCount(): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(newsletterSubscribers)
        .where(receiving());
      return Number(row?.count ?? 0);
    },

    /**
     * Who receives an issue: every confirmed subscriber whose address does not bounce, in pages by id so a
     * large list never sits in memory at once.
     */
    async *recipients(pageSize = 1000) {
      let after = '00000000-0000-0000-0000-000000000000';
      while (true) {
        const rows = await db
          .select({
            id: newsletterSubscribers.id,
            email: newsletterSubscribers.email,
            unsubscribeToken: newsletterSubscribers.unsubscribeToken,
          })
          .from(newsletterSubscribers)
          .where(and(receiving(), gt(newsletterSubscribers.id, after)))
          .orderBy(asc(newsletterSubscribers.id))
          .limit(pageSize);
        yield* rows;
        const last = rows.at(-1);
        if (!last || rows.length < pageSize) return;
        after = last.id;
      }
    },

    /** Every subscriber, oldest first, read in pages so a large list never sits in memory at once. */
    async *all(pageSize = 1000) {
      let offset = 0;
      while (true) {
        const rows = await db
          .select({
            email: newsletterSubscribers.email,
            createdAt: newsletterSubscribers.createdAt,
            confirmedAt: newsletterSubscribers.confirmedAt,
          })
          .from(newsletterSubscribers)
          .orderBy(newsletterSubscribers.createdAt, newsletterSubscribers.id)
          .limit(pageSize)
          .offset(offset);
        yield* rows;
        if (rows.length < pageSize) return;
        offset += pageSize;
      }
    },
  };
}

export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>;
