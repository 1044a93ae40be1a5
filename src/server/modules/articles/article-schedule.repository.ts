import { and, eq, isNotNull, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles } from '../../db/schema';
import { createArticleVersionsRepository } from './article-versions.repository';

/** A scheduled article the publishing job made live: what its author's mail and the caches' change name. */
export interface PublishedRow {
  id: string;
  title: string;
  authorId: string;
  publisher: string;
  tags: string[];
}

/**
 * Scheduled articles (docs/product.md#scheduling): an approved-for-later article stays pending with its
 * `publish_at`, and goes live in one conditional update, so of several workers only one publishes it
 * (docs/decisions/0022-scheduled-articles-stay-pending.md).
 */
export function createArticleScheduleRepository(db: Db) {
  return {
    /** Schedules an article that is not live, while `guard` holds (article-versions.repository.ts) (a declined one goes back to pending); the count changed. */
    async schedule(id: string, publishAt: Date, guard?: SQL): Promise<number> {
      const result = await db
        .update(articles)
        .set({ status: 'pending', publishAt, declineReason: null, declinedAt: null })
        .where(and(eq(articles.id, id), ne(articles.status, 'approve'), guard))
        .returning({ id: articles.id });
      return result.length;
    },

    /** Whether a decision's condition holds for the article now. */
    holds: createArticleVersionsRepository(db).holds,

    /** Takes the time off a scheduled article: it waits for review again. */
    async unschedule(id: string): Promise<number> {
      const result = await db
        .update(articles)
        .set({ publishAt: null })
        .where(and(eq(articles.id, id), isNotNull(articles.publishAt)))
        .returning({ id: articles.id });
      return result.length;
    },

    /**
     * Makes every scheduled article whose time has come live, dated at that time (a late job does not
     * change it) so it leads the lists as a story published then; answers them.
     */
    publishDue(): Promise<PublishedRow[]> {
      return (
        db
          .update(articles)
          // Every expression reads the row as it was: the date is the time chosen, then the time goes.
          .set({
            status: 'approve',
            createdAt: sql`${articles.publishAt}`,
            publishedAt: sql`${articles.publishAt}`,
            publishAt: null,
          })
          .where(and(eq(articles.status, 'pending'), lte(articles.publishAt, sql`now()`)))
          .returning({
            id: articles.id,
            title: articles.title,
            authorId: articles.authorId,
            publisher: articles.publisher,
            tags: articles.tags,
          })
      );
    },
  };
}
