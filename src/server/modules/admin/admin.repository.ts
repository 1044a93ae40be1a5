import { count, desc, gt, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles, contactMessages, newsletterSubscribers, payments, user } from '../../db/schema';

export function createAdminRepository(db: Db) {
  return {
    /** The numbers an editor wants at a glance. */
    async overview() {
      const [statusCounts, [users], [premium], [revenue], byPublisher] = await Promise.all([
        db.select({ status: articles.status, total: count() }).from(articles).groupBy(articles.status),
        db.select({ total: count() }).from(user),
        db.select({ total: count() }).from(user).where(gt(user.premiumUntil, sql`now()`)),
        db.select({ total: sum(payments.amountCents) }).from(payments),
        db
          .select({ publisher: articles.publisher, count: count() })
          .from(articles)
          .groupBy(articles.publisher)
          .orderBy(desc(count()), articles.publisher),
      ]);
      const byStatus = Object.fromEntries(statusCounts.map((row) => [row.status, row.total]));
      return {
        pendingArticles: byStatus.pending ?? 0,
        approvedArticles: byStatus.approve ?? 0,
        totalArticles: statusCounts.reduce((total, row) => total + row.total, 0),
        users: users?.total ?? 0,
        premiumSubscribers: premium?.total ?? 0,
        revenueCents: Number(revenue?.total ?? 0),
        articlesByPublisher: byPublisher,
      };
    },

    async contactMessages(limit: number, offset: number) {
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(contactMessages)
          .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(contactMessages),
      ]);
      return { rows, total: totals[0]?.total ?? 0 };
    },

    async subscribers(limit: number, offset: number) {
      const [rows, totals] = await Promise.all([
        db
          .select({
            id: newsletterSubscribers.id,
            email: newsletterSubscribers.email,
            createdAt: newsletterSubscribers.createdAt,
          })
          .from(newsletterSubscribers)
          .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(newsletterSubscribers),
      ]);
      return { rows, total: totals[0]?.total ?? 0 };
    },

    /** Every subscriber, oldest first, read in pages so a large list never sits in memory at once. */
    async *allSubscribers(pageSize = 1000) {
      let offset = 0;
      while (true) {
        const rows = await db
          .select({ email: newsletterSubscribers.email, createdAt: newsletterSubscribers.createdAt })
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
