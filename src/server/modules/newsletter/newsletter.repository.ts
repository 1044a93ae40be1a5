import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newestFirst, type PageRange } from '../../db/paged';
import { newsletterSubscribers } from '../../db/schema';

export function createNewsletterRepository(db: Db) {
  return {
    /** Adds the address unless it is there in any letter case; returns the token only for a new subscriber. */
    async subscribe(email: string): Promise<{ created: boolean; unsubscribeToken: string | undefined }> {
      const unsubscribeToken = randomBytes(24).toString('base64url');
      const inserted = await db
        .insert(newsletterSubscribers)
        .values({ email, unsubscribeToken })
        .onConflictDoNothing()
        .returning({ id: newsletterSubscribers.id });
      return inserted.length > 0
        ? { created: true, unsubscribeToken }
        : { created: false, unsubscribeToken: undefined };
    },

    async unsubscribe(token: string): Promise<boolean> {
      const deleted = await db
        .delete(newsletterSubscribers)
        .where(eq(newsletterSubscribers.unsubscribeToken, token))
        .returning({ id: newsletterSubscribers.id });
      return deleted.length > 0;
    },

    /** A page of subscribers, newest first. */
    page: (range: PageRange) => newestFirst(db, newsletterSubscribers, range),

    /** Every subscriber, oldest first, read in pages so a large list never sits in memory at once. */
    async *all(pageSize = 1000) {
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
