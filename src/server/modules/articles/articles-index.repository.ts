import type { PaginationQuery } from '@shared/schemas/common';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles } from '../../db/schema';
import { offsetOf } from '../../lib/pagination';

/** What the sitemap and the authors' pages read of approved articles: their entries, and who wrote them. */
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
      const [row] = await db
        .select({ total: sql<number>`count(distinct ${articles.authorId})::int` })
        .from(articles)
        .where(eq(articles.status, 'approve'));
      return row?.total ?? 0;
    },

    /** A page of the authors with a page, and when their newest approved article last changed. */
    authorEntries(page: PaginationQuery): Promise<{ id: string; updatedAt: Date }[]> {
      return db
        .select({
          id: articles.authorId,
          updatedAt: sql<Date>`max(${articles.updatedAt})`.mapWith((value: Date | string) => new Date(value)),
        })
        .from(articles)
        .where(eq(articles.status, 'approve'))
        .groupBy(articles.authorId)
        .orderBy(articles.authorId)
        .limit(page.limit)
        .offset(offsetOf(page));
    },

    /** Whether this reader wrote an approved article: only then are they an author with a page. */
    async hasApproved(authorId: string): Promise<boolean> {
      const rows = await db
        .select({ id: articles.id })
        .from(articles)
        .where(and(eq(articles.authorId, authorId), eq(articles.status, 'approve')))
        .limit(1);
      return rows.length > 0;
    },
  };
}
