import type { ModerationQuery } from '@shared/schemas/comments';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  articles,
  commentBans,
  commentClosures,
  commentMailOptOuts,
  commentReports,
  comments,
  user,
} from '../../db/schema';
import { offsetOf } from '../../lib/pagination';

/** The closure of the whole site (comment_closures.scope); an article's closure is its id. */
export const SITE_SCOPE = 'site';

/** A comment in the editors' queue: where it is, who wrote it, how often it was reported. */
export interface ModerationRow {
  id: string;
  articleId: string;
  articleTitle: string;
  authorId: string;
  authorName: string;
  authorImage: string | null;
  parentId: string | null;
  body: string;
  createdAt: Date;
  editedAt: Date | null;
  hiddenAt: Date | null;
  reports: number;
  authorBanned: boolean;
}

/** The reports still waiting for an editor, per comment. */
const waiting = (db: Db) =>
  db
    .select({ commentId: commentReports.commentId, reports: count().as('reports') })
    .from(commentReports)
    .where(isNull(commentReports.settledAt))
    .groupBy(commentReports.commentId)
    .as('waiting');

/**
 * The editors' side of comments: the queue, bans, where comments are closed, and authors' choice about
 * mail. Tables: comment_bans, comment_closures, comment_mail_opt_outs (and comments, read for the queue).
 */
export function createCommentModerationRepository(db: Db) {
  return {
    /** `only`: one comment, as the queue shows it (the answer to an editor's decision on it). */
    async queue({
      view,
      only,
      ...range
    }: ModerationQuery & { only?: string }): Promise<{ rows: ModerationRow[]; total: number }> {
      const open = waiting(db);
      const select = {
        id: comments.id,
        articleId: comments.articleId,
        articleTitle: articles.title,
        authorId: comments.authorId,
        authorName: user.name,
        authorImage: user.image,
        parentId: comments.parentId,
        body: comments.body,
        createdAt: comments.createdAt,
        editedAt: comments.editedAt,
        hiddenAt: comments.hiddenAt,
        reports: sql<number>`coalesce(${open.reports}, 0)::int`,
        authorBanned: sql<boolean>`(${commentBans.userId} is not null)`,
      };
      const base = () =>
        db
          .select(select)
          .from(comments)
          .innerJoin(articles, eq(articles.id, comments.articleId))
          .innerJoin(user, eq(user.id, comments.authorId))
          .leftJoin(commentBans, eq(commentBans.userId, comments.authorId));
      if (view === 'reported') {
        const [rows, totals] = await Promise.all([
          base()
            .innerJoin(open, eq(open.commentId, comments.id))
            .orderBy(desc(open.reports), desc(comments.createdAt), desc(comments.id))
            .limit(range.limit)
            .offset(offsetOf(range)),
          db.select({ total: count() }).from(open),
        ]);
        return { rows, total: totals[0]?.total ?? 0 };
      }
      const [rows, totals] = await Promise.all([
        base()
          .leftJoin(open, eq(open.commentId, comments.id))
          .where(only ? eq(comments.id, only) : undefined)
          .orderBy(desc(comments.createdAt), desc(comments.id))
          .limit(range.limit)
          .offset(offsetOf(range)),
        db.select({ total: count() }).from(comments),
      ]);
      return { rows, total: totals[0]?.total ?? 0 };
    },

    async isBanned(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: commentBans.userId })
        .from(commentBans)
        .where(eq(commentBans.userId, userId));
      return Boolean(row);
    },

    async ban(userId: string, reason: string, editorId: string): Promise<void> {
      await db
        .insert(commentBans)
        .values({ userId, reason, bannedBy: editorId })
        .onConflictDoUpdate({ target: commentBans.userId, set: { reason, bannedBy: editorId } });
    },

    /** Whether a ban was there to lift. */
    async lift(userId: string): Promise<boolean> {
      const rows = await db
        .delete(commentBans)
        .where(eq(commentBans.userId, userId))
        .returning({ userId: commentBans.userId });
      return rows.length > 0;
    },

    /** Which of these scopes (`site`, an article's id) are closed. */
    async closedAmong(scopes: string[]): Promise<Set<string>> {
      const rows = await db
        .select({ scope: commentClosures.scope })
        .from(commentClosures)
        .where(inArray(commentClosures.scope, scopes));
      return new Set(rows.map((row) => row.scope));
    },

    /** Opens or closes a scope; whether that changed anything. */
    async setClosed(scope: string, closed: boolean, editorId: string): Promise<boolean> {
      const rows = closed
        ? await db
            .insert(commentClosures)
            .values({ scope, closedBy: editorId })
            .onConflictDoNothing()
            .returning({ scope: commentClosures.scope })
        : await db
            .delete(commentClosures)
            .where(eq(commentClosures.scope, scope))
            .returning({ scope: commentClosures.scope });
      return rows.length > 0;
    },

    async mailOptedOut(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: commentMailOptOuts.userId })
        .from(commentMailOptOuts)
        .where(eq(commentMailOptOuts.userId, userId));
      return Boolean(row);
    },

    async setMailOptedOut(userId: string, optedOut: boolean): Promise<void> {
      if (optedOut) await db.insert(commentMailOptOuts).values({ userId }).onConflictDoNothing();
      else await db.delete(commentMailOptOuts).where(and(eq(commentMailOptOuts.userId, userId)));
    },
  };
}

export type CommentModerationRepository = ReturnType<typeof createCommentModerationRepository>;
