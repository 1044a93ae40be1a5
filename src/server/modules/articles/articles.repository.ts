import type { ArticleListQuery } from '@shared/schemas/articles';
import { and, arrayContains, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles, user } from '../../db/schema';
import { offsetOf } from '../../lib/pagination';
import type { ArticleRow } from './articles.mapper';

const articleColumns = {
  id: articles.id,
  title: articles.title,
  publisher: articles.publisher,
  tags: articles.tags,
  description: articles.description,
  image: articles.image,
  status: articles.status,
  isPremium: articles.isPremium,
  declineReason: articles.declineReason,
  declinedAt: articles.declinedAt,
  viewCount: articles.viewCount,
  createdAt: articles.createdAt,
  authorEmail: user.email,
  authorName: user.name,
  authorImage: user.image,
};

function listFilters(query: Pick<ArticleListQuery, 'publisher' | 'tag'>): SQL[] {
  const filters: SQL[] = [];
  if (query.publisher) filters.push(eq(articles.publisher, query.publisher));
  if (query.tag) filters.push(arrayContains(articles.tags, [query.tag]));
  return filters;
}

export function createArticlesRepository(db: Db) {
  return {
    /** Approved articles, newest first, optionally filtered by publisher and tag. */
    async listApproved(query: ArticleListQuery): Promise<{ rows: ArticleRow[]; total: number }> {
      const where = and(eq(articles.status, 'approve'), ...listFilters(query));
      const [rows, totals] = await Promise.all([
        db
          .select(articleColumns)
          .from(articles)
          .innerJoin(user, eq(user.id, articles.authorId))
          .where(where)
          .orderBy(desc(articles.createdAt), desc(articles.id))
          .limit(query.limit)
          .offset(offsetOf(query)),
        db.select({ total: count() }).from(articles).where(where),
      ]);
      return { rows, total: totals[0]?.total ?? 0 };
    },

    /** The most read approved articles, for the hero slider. */
    topByViews(limit: number): Promise<ArticleRow[]> {
      return db
        .select(articleColumns)
        .from(articles)
        .innerJoin(user, eq(user.id, articles.authorId))
        .where(eq(articles.status, 'approve'))
        .orderBy(desc(articles.viewCount), desc(articles.id))
        .limit(limit);
    },

    async countApproved(): Promise<number> {
      const [row] = await db.select({ total: count() }).from(articles).where(eq(articles.status, 'approve'));
      return row?.total ?? 0;
    },
  };
}
