import type { PaginationQuery } from '@shared/schemas/common';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { approvedAuthors, articles } from '../../db/schema';
import { offsetOf } from '../../lib/pagination';

/**
 * What the sitemap and the authors' pages read of approved articles: their entries, and who wrote them.
 * Who wrote them is `approved_authors`, which the database keeps exact on every write to the articles
 * (drizzle/0020_approved_authors.sql), one row per author instead of a group of all approved articles.
 */
export function createArticleIndexRepository(db: Db) {
  return {
    /** A page of approved articles' ids and last changes, newest first, for the sitemap. */
    sitemapEntries(page: PaginationQuery): Promise<{ id: string; updatedAt: Date }[]> {
      return db
        .select({ id: articles.id, updatedAt: articles.updatedAt })
        .from(articles)
        .where(eq(articles.status, 'approve'))
        .orderBy(desc(articles.createdAt), desc(articles.id))
        .limit(page.limit)
        .offset(offsetOf(page));
    },

    /** How many readers wrote an approved article: the authors with a page. */
    async countAuthors(): Promise<number> {
      const [row] = await db.select({ total: count() }).from(approvedAuthors);
      return row?.total ?? 0;
    },

    /** A page of the authors with a page, and when their newest approved article last changed. */
    authorEntries(page: PaginationQuery): Promise<{ id: string; updatedAt: Date }[]> {
      return db
        .select({ id: approvedAuthors.authorId, updatedAt: approvedAuthors.updatedAt })
        .from(approvedAuthors)
        .orderBy(approvedAuthors.authorId)
        .limit(page.limit)
        .offset(offsetOf(page));
    },

    /** Whether this reader wrote an approved article: only then are they an author with a page. */
    async hasApproved(authorId: string): Promise<boolean> {
      const rows = await db
        .select({ articles: approvedAuthors.articles })
        .from(approvedAuthors)
        .where(eq(approvedAuthors.authorId, authorId))
        .limit(1);
      return rows.length > 0;
    },
  };
}
