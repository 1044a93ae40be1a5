import { ERROR_CODES } from '@shared/error-codes';
import { COMMENTS_TEXTS } from '@shared/messages/comments';
import {
  COMMENT_EDIT_MINUTES,
  type Comment,
  type CommentsQuery,
  type CommentsSummary,
  type CommentThread,
  type NewComment,
} from '@shared/schemas/comments';
import type { Db } from '../../db/client';
import type { Paged } from '../../db/paged';
import { isEditor } from '../../lib/access';
import type { Caches } from '../../lib/caches';
import { changeTags } from '../../lib/changes';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { requireVerified } from '../../lib/verified';
import type { Viewer } from '../../types';
import type { ArticleRow } from '../articles/articles.mapper';
import { createArticlesRepository } from '../articles/articles.repository';
import { bodyAccess } from '../articles/articles.service';
import { createAuditRepository } from '../audit/audit.repository';
import type { CommentMails } from './comment-mails';
import { createCommentModerationRepository, SITE_SCOPE } from './comment-moderation.repository';
import { type CommentRow, createCommentsRepository } from './comments.repository';

const TEXTS = COMMENTS_TEXTS.api;

export const toCommentDto = (row: CommentRow): Comment => ({
  _id: row.id,
  articleId: row.articleId,
  parentId: row.parentId,
  body: row.body,
  author: { id: row.authorId, name: row.authorName, image: row.authorImage },
  createdAt: row.createdAt.toISOString(),
  editedAt: row.editedAt?.toISOString() ?? null,
});

/** Whether the reader may read the article's comments: those of a premium article are for its readers. */
const mayRead = (viewer: Viewer | null, article: ArticleRow) =>
  !article.isPremium || bodyAccess(viewer, article) === 'full';

export interface CommentsDependencies {
  caches: Pick<Caches, 'changed'>;
  mails: Pick<CommentMails, 'notifyAuthor'>;
}

/**
 * Readers' comments (docs/product.md#comments): readers with a confirmed address comment on live articles
 * they may read, reply one level deep, edit in the first minutes and delete their own; every answer is the
 * same for every reader who may read them, so visitors' copies can be kept and shared.
 */
export function createCommentsService(db: Db, { caches, mails }: CommentsDependencies) {
  const repository = createCommentsRepository(db);
  const moderation = createCommentModerationRepository(db);
  const articles = createArticlesRepository(db);
  const audit = createAuditRepository(db);

  /** A live article, or 404 (a draft, a declined article and a missing one are alike). */
  async function liveArticle(id: string): Promise<ArticleRow> {
    const row = await articles.findById(id);
    if (row?.status !== 'approve') throw notFound(TEXTS.article);
    return row;
  }

  async function state(articleId: string): Promise<CommentsSummary['state']> {
    const closed = await moderation.closedAmong([SITE_SCOPE, articleId]);
    return closed.has(SITE_SCOPE) ? 'site' : closed.has(articleId) ? 'article' : 'open';
  }

  /** A comment and the article it is on, as the reader may see them; 404 otherwise. */
  async function visible(viewer: Viewer, id: string) {
    const row = await repository.find(id);
    if (!row) throw notFound(TEXTS.comment);
    const article = await articles.findById(row.articleId);
    if (article?.status !== 'approve' || !mayRead(viewer, article)) throw notFound(TEXTS.comment);
    if (row.hiddenAt && !isEditor(viewer) && row.authorId !== viewer.id) throw notFound(TEXTS.comment);
    return { row, article };
  }

  const changed = (articleId: string) => caches.changed([changeTags.comments(articleId)]);

  return {
    async summary(viewer: Viewer | null, articleId: string): Promise<CommentsSummary> {
      const article = await liveArticle(articleId);
      const [count, open] = await Promise.all([repository.countShown(articleId), state(articleId)]);
      return { title: article.title, count, state: open, readable: mayRead(viewer, article) };
    },

    async page(
      viewer: Viewer | null,
      articleId: string,
      query: CommentsQuery,
    ): Promise<Paged<CommentThread>> {
      const article = await liveArticle(articleId);
      if (!mayRead(viewer, article)) throw forbidden(TEXTS.premium);
      const { rows, total } = await repository.topLevel(articleId, query.sort, query);
      const replies = await repository.replies(rows.map((row) => row.id));
      return {
        rows: rows.map((row) => ({
          ...toCommentDto(row),
          replies: replies.filter((reply) => reply.parentId === row.id).map(toCommentDto),
        })),
        total,
      };
    },

    async post(viewer: Viewer, articleId: string, input: NewComment): Promise<Comment> {
      requireVerified(viewer);
      const article = await liveArticle(articleId);
      if (!mayRead(viewer, article)) throw forbidden(TEXTS.premium);
      const open = await state(articleId);
      if (open !== 'open')
        throw new AppError(
          409,
          ERROR_CODES.CONFLICT,
          open === 'site' ? TEXTS.closedSite : TEXTS.closedArticle,
        );
      if (await moderation.isBanned(viewer.id)) throw new AppError(409, ERROR_CODES.CONFLICT, TEXTS.banned);
      if (input.parentId) {
        const parent = await repository.find(input.parentId);
        if (!parent || parent.articleId !== articleId || parent.parentId || parent.hiddenAt)
          throw new AppError(400, ERROR_CODES.VALIDATION_FAILED, TEXTS.replyToReply, {
            parentId: TEXTS.replyToReply,
          });
      }
      const id = await repository.insert({
        articleId,
        authorId: viewer.id,
        parentId: input.parentId ?? null,
        body: input.body,
      });
      await changed(articleId);
      if (article.authorId !== viewer.id)
        await mails.notifyAuthor({ commentId: id, article, commenter: viewer.name, body: input.body });
      const row = await repository.find(id);
      if (!row) throw notFound(TEXTS.comment);
      return toCommentDto(row);
    },

    async edit(viewer: Viewer, id: string, body: string): Promise<Comment> {
      const { row } = await visible(viewer, id);
      if (row.authorId !== viewer.id) throw forbidden(TEXTS.notOwn);
      if (await moderation.isBanned(viewer.id)) throw new AppError(409, ERROR_CODES.CONFLICT, TEXTS.banned);
      const since = new Date(Date.now() - COMMENT_EDIT_MINUTES * 60_000);
      if (!(await repository.editBody(id, viewer.id, body, since)))
        throw new AppError(409, ERROR_CODES.CONFLICT, TEXTS.editExpired);
      await changed(row.articleId);
      const edited = await repository.find(id);
      if (!edited) throw notFound(TEXTS.comment);
      return toCommentDto(edited);
    },

    /** The author deletes their own; an editor any, recorded in the audit log. */
    async remove(viewer: Viewer, id: string): Promise<{ deletedCount: number }> {
      const { row } = await visible(viewer, id);
      const own = row.authorId === viewer.id;
      if (!own && !isEditor(viewer)) throw forbidden(TEXTS.notOwn);
      const deletedCount = await repository.remove(id);
      if (deletedCount === 0) return { deletedCount };
      if (!own)
        await audit.record(viewer, {
          action: 'comment.delete',
          targetType: 'comment',
          targetId: id,
          details: { articleId: row.articleId, authorId: row.authorId },
        });
      await changed(row.articleId);
      return { deletedCount };
    },

    async report(viewer: Viewer, id: string): Promise<{ reported: true }> {
      await visible(viewer, id);
      await repository.report(id, viewer.id);
      return { reported: true };
    },
  };
}

export type CommentsService = ReturnType<typeof createCommentsService>;
