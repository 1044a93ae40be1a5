import { count, desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles } from '../../db/schema';

/** The article counts of the editors' overview. */
export function createAdminRepository(db: Db) {
  return {
    /** How many articles there are in each status. */
    articlesByStatus: () =>
      db.select({ status: articles.status, total: count() }).from(articles).groupBy(articles.status),

    /** Article counts per publisher, largest first. */
    articlesByPublisher: () =>
      db
        .select({ publisher: articles.publisher, count: count() })
        .from(articles)
        .groupBy(articles.publisher)
        .orderBy(desc(count()), articles.publisher),
  };
}
