import type { PaginationQuery } from '@shared/schemas/common';
import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { approvedAuthors, articles } from '../../db/schema';
import { offsetOf } from '../../lib/pagination';

/** The rows of a raw query: node-postgres and PGlite both answer them as `rows`. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

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

    /**
     * When each file of the articles' sitemap last changed: the newest change among its SITEMAP_PAGE_SIZE
     * articles (in the sitemap's order), by file number from 1; read from articles_sitemap_idx alone.
     */
    async sitemapPagesChanged(pageSize: number): Promise<Map<number, Date>> {
      const rows = await db.execute(sql`
        select page, max(updated_at) as changed from (
          select updated_at, (row_number() over (order by created_at desc, id desc) - 1) / ${pageSize} + 1 as page
          from ${articles} where status = 'approve'
        ) numbered group by page`);
      return new Map(
        rowsOf<{ page: number; changed: string | Date }>(rows).map((row) => [
          Number(row.page),
          new Date(row.changed),
        ]),
      );
    },

    /** When each file of the authors' sitemap last changed, by file number from 1. */
    async authorPagesChanged(pageSize: number): Promise<Map<number, Date>> {
      const rows = await db.execute(sql`
        select page, max(updated_at) as changed from (
          select updated_at, (row_number() over (order by author_id) - 1) / ${pageSize} + 1 as page
          from ${approvedAuthors}
        ) numbered group by page`);
      return new Map(
        rowsOf<{ page: number; changed: string | Date }>(rows).map((row) => [
          Number(row.page),
          new Date(row.changed),
        ]),
      );
    },

    /** When the newest change to an approved article of each section was made (by tag), and of any. */
    async sectionsChanged(): Promise<{ any: Date | undefined; byTag: Map<string, Date> }> {
      const rows = await db.execute(sql`
        select tag, max(updated_at) as changed from ${articles}, unnest(tags) as tag
        where status = 'approve' group by tag`);
      const byTag = new Map(
        rowsOf<{ tag: string; changed: string | Date }>(rows).map((row) => [row.tag, new Date(row.changed)]),
      );
      const newest = [...byTag.values()].reduce<Date | undefined>(
        (latest, date) => (!latest || date > latest ? date : latest),
        undefined,
      );
      return { any: newest, byTag };
    },

    /**
     * The articles that went live since `since`, newest first (at most `limit`, the news sitemap's 1,000):
     * their id, title and publication time.
     */
    publishedSince(
      since: Date,
      limit: number,
    ): Promise<{ id: string; title: string; publishedAt: Date | null }[]> {
      return db
        .select({ id: articles.id, title: articles.title, publishedAt: articles.publishedAt })
        .from(articles)
        .where(and(eq(articles.status, 'approve'), gte(articles.publishedAt, since)))
        .orderBy(desc(articles.publishedAt), desc(articles.id))
        .limit(limit);
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
