import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type Cursor, cursorTime, pastCursor } from '../../db/paged';
import { articles } from '../../db/schema';

/** Everything an author wrote, in every status, for their copy of their data (docs/product.md#your-data). */
export function createArticlesByAuthorRepository(db: Db) {
  return {
    /** A page of the author's articles after `cursor`, newest first, each with its whole body. */
    page: (authorId: string, cursor: Cursor | null, limit: number) =>
      db
        .select({
          id: articles.id,
          title: articles.title,
          publisher: articles.publisher,
          tags: articles.tags,
          description: articles.description,
          body: articles.body,
          image: articles.image,
          status: articles.status,
          isPremium: articles.isPremium,
          declineReason: articles.declineReason,
          viewCount: articles.viewCount,
          createdAt: articles.createdAt,
          updatedAt: articles.updatedAt,
          publishAt: articles.publishAt,
          publishedAt: articles.publishedAt,
          cursorAt: cursorTime(articles.createdAt),
        })
        .from(articles)
        .where(and(eq(articles.authorId, authorId), pastCursor(articles.createdAt, articles.id, cursor)))
        .orderBy(desc(articles.createdAt), desc(articles.id))
        .limit(limit),
  };
}
