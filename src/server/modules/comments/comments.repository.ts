import { COMMENT_REPLIES_MAX, type CommentSort } from '@shared/schemas/comments';
import { and, asc, count, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { type Cursor, cursorTime, type PageRange, pastCursor } from '../../db/paged';
import { articles, commentReports, comments, user } from '../../db/schema';
import { offsetOf } from '../../lib/pagination';
import { titleFor } from '../articles/articles-filters.repository';

/** A comment with its author's name and photo, as the lists show it. */
export interface CommentRow {
  id: string;
  articleId: string;
  authorId: string;
  parentId: string | null;
  body: string;
  createdAt: Date;
  editedAt: Date | null;
  hiddenAt: Date | null;
  authorName: string;
  authorImage: string | null;
}

const columns = {
  id: comments.id,
  articleId: comments.articleId,
  authorId: comments.authorId,
  parentId: comments.parentId,
  body: comments.body,
  createdAt: comments.createdAt,
  editedAt: comments.editedAt,
  hiddenAt: comments.hiddenAt,
  authorName: user.name,
  authorImage: user.image,
};

const parents = alias(comments, 'parent_comment');

/**
 * What readers see of an article: its comments that no editor hid, and replies only under a top-level
 * comment that shows too (a hidden comment's replies are hidden with it).
 */
const shown = (articleId: string) =>
  and(eq(comments.articleId, articleId), isNull(comments.hiddenAt), isNull(parents.hiddenAt));

/** Readers' comments and replies, and their reports (src/server/modules/comments). */
export function createCommentsRepository(db: Db) {
  return {
    async find(id: string): Promise<CommentRow | undefined> {
      const [row] = await db
        .select(columns)
        .from(comments)
        .innerJoin(user, eq(user.id, comments.authorId))
        .where(eq(comments.id, id))
        .limit(1);
      return row;
    },

    /** How many comments the article shows its readers. */
    async countShown(articleId: string): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(comments)
        .leftJoin(parents, eq(parents.id, comments.parentId))
        .where(shown(articleId));
      return row?.total ?? 0;
    },

    /** A page of the article's shown top-level comments, and how many there are. */
    async topLevel(
      articleId: string,
      sort: CommentSort,
      range: PageRange,
    ): Promise<{ rows: CommentRow[]; total: number }> {
      const where = and(
        eq(comments.articleId, articleId),
        isNull(comments.parentId),
        isNull(comments.hiddenAt),
      );
      const order =
        sort === 'newest'
          ? [desc(comments.createdAt), desc(comments.id)]
          : [asc(comments.createdAt), asc(comments.id)];
      const [rows, totals] = await Promise.all([
        db
          .select(columns)
          .from(comments)
          .innerJoin(user, eq(user.id, comments.authorId))
          .where(where)
          .orderBy(...order)
          .limit(range.limit)
          .offset(offsetOf(range)),
        db.select({ total: count() }).from(comments).where(where),
      ]);
      return { rows, total: totals[0]?.total ?? 0 };
    },

    /** The shown replies under these comments, the oldest first, at most COMMENT_REPLIES_MAX under each. */
    async replies(parentIds: string[]): Promise<CommentRow[]> {
      if (parentIds.length === 0) return [];
      const ranked = db
        .select({
          ...columns,
          place:
            sql<number>`row_number() over (partition by ${comments.parentId} order by ${comments.createdAt}, ${comments.id})`.as(
              'place',
            ),
        })
        .from(comments)
        .innerJoin(user, eq(user.id, comments.authorId))
        .where(and(inArray(comments.parentId, parentIds), isNull(comments.hiddenAt)))
        .as('ranked');
      const rows = await db
        .select()
        .from(ranked)
        .where(lte(ranked.place, COMMENT_REPLIES_MAX))
        .orderBy(asc(ranked.createdAt), asc(ranked.id));
      return rows.map(({ place: _place, ...row }) => row);
    },

    /**
     * A page of everything the reader wrote, hidden or not, newest first, for their copy of their data: their
     * own words only, with the article's title where they may still read it.
     */
    pageByAuthor: (authorId: string, cursor: Cursor | null, limit: number) =>
      db
        .select({
          id: comments.id,
          articleId: comments.articleId,
          articleTitle: titleFor(authorId),
          body: comments.body,
          parentId: comments.parentId,
          createdAt: comments.createdAt,
          editedAt: comments.editedAt,
          hiddenAt: comments.hiddenAt,
          cursorAt: cursorTime(comments.createdAt),
        })
        .from(comments)
        .innerJoin(articles, eq(articles.id, comments.articleId))
        .where(and(eq(comments.authorId, authorId), pastCursor(comments.createdAt, comments.id, cursor)))
        .orderBy(desc(comments.createdAt), desc(comments.id))
        .limit(limit),

    async insert(values: {
      articleId: string;
      authorId: string;
      parentId: string | null;
      body: string;
    }): Promise<string> {
      const [row] = await db.insert(comments).values(values).returning({ id: comments.id });
      if (!row) throw new Error('the comment was not stored');
      return row.id;
    },

    /** Changes the body if the comment is still the author's to edit (posted since `since`); whether it did. */
    async editBody(id: string, authorId: string, body: string, since: Date): Promise<boolean> {
      const rows = await db
        .update(comments)
        .set({ body, editedAt: new Date() })
        .where(
          and(
            eq(comments.id, id),
            eq(comments.authorId, authorId),
            sql`${comments.createdAt} >= ${since.toISOString()}`,
          ),
        )
        .returning({ id: comments.id });
      return rows.length > 0;
    },

    /** Deletes the comment and, through the foreign key, its replies and reports. */
    async remove(id: string): Promise<number> {
      const rows = await db.delete(comments).where(eq(comments.id, id)).returning({ id: comments.id });
      return rows.length;
    },

    /** Hides or shows a comment; its waiting reports count as dealt with. */
    async setHidden(id: string, hidden: boolean, editorId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(comments)
          .set(hidden ? { hiddenAt: new Date(), hiddenBy: editorId } : { hiddenAt: null, hiddenBy: null })
          .where(eq(comments.id, id));
        await tx
          .update(commentReports)
          .set({ settledAt: new Date() })
          .where(and(eq(commentReports.commentId, id), isNull(commentReports.settledAt)));
      });
    },

    /** One report per reader and comment: a second one changes nothing (and is not waiting again). */
    async report(commentId: string, reporterId: string): Promise<void> {
      await db.insert(commentReports).values({ commentId, reporterId }).onConflictDoNothing();
    },
  };
}

export type CommentsRepository = ReturnType<typeof createCommentsRepository>;
