import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type Cursor, cursorTime, type PageRange, pastCursor } from '../../db/paged';
import { articles, savedArticles, user } from '../../db/schema';
import { offsetOf } from '../../lib/pagination';
import type { ArticleRow } from '../articles/articles.mapper';
import { articleColumns, titleFor } from '../articles/articles-filters.repository';

/** Saving is idempotent: a second save keeps the first one's time, a second unsave finds nothing. */
export function createSavedRepository(db: Db) {
  /** The reader's saved articles that are live: one that left the site is kept but not listed. */
  const listed = (userId: string) => and(eq(savedArticles.userId, userId), eq(articles.status, 'approve'));

  return {
    async save(userId: string, articleId: string): Promise<void> {
      await db.insert(savedArticles).values({ userId, articleId }).onConflictDoNothing();
    },

    async unsave(userId: string, articleId: string): Promise<void> {
      await db
        .delete(savedArticles)
        .where(and(eq(savedArticles.userId, userId), eq(savedArticles.articleId, articleId)));
    },

    async isSaved(userId: string, articleId: string): Promise<boolean> {
      const [row] = await db
        .select({ articleId: savedArticles.articleId })
        .from(savedArticles)
        .where(and(eq(savedArticles.userId, userId), eq(savedArticles.articleId, articleId)));
      return Boolean(row);
    },

    /** Which of these articles the reader saved. */
    async savedAmong(userId: string, articleIds: string[]): Promise<string[]> {
      const rows = await db
        .select({ articleId: savedArticles.articleId })
        .from(savedArticles)
        .where(and(eq(savedArticles.userId, userId), inArray(savedArticles.articleId, articleIds)));
      return rows.map((row) => row.articleId);
    },

    /**
     * A page of every article the reader saved after `cursor`, live or not, the last saved first, for their
     * copy of their data: the title only where they may still read it.
     */
    everySaved: (userId: string, cursor: Cursor | null, limit: number) =>
      db
        .select({
          id: savedArticles.articleId,
          title: titleFor(userId),
          savedAt: savedArticles.savedAt,
          cursorAt: cursorTime(savedArticles.savedAt),
        })
        .from(savedArticles)
        .innerJoin(articles, eq(articles.id, savedArticles.articleId))
        .where(
          and(
            eq(savedArticles.userId, userId),
            pastCursor(savedArticles.savedAt, savedArticles.articleId, cursor),
          ),
        )
        .orderBy(desc(savedArticles.savedAt), desc(savedArticles.articleId))
        .limit(limit),

    /** A page of the reader's live saved articles, the last saved first, and how many there are. */
    async page(userId: string, range: PageRange): Promise<{ rows: ArticleRow[]; total: number }> {
      const [rows, totals] = await Promise.all([
        db
          .select(articleColumns)
          .from(savedArticles)
          .innerJoin(articles, eq(articles.id, savedArticles.articleId))
          .innerJoin(user, eq(user.id, articles.authorId))
          .where(listed(userId))
          .orderBy(desc(savedArticles.savedAt), desc(savedArticles.articleId))
          .limit(range.limit)
          .offset(offsetOf(range)),
        db
          .select({ total: count() })
          .from(savedArticles)
          .innerJoin(articles, eq(articles.id, savedArticles.articleId))
          .where(listed(userId)),
      ]);
      return { rows, total: totals[0]?.total ?? 0 };
    },
  };
}
