import { COMMENTS_TEXTS } from '@shared/messages/comments';
import type { CommentMail, ModeratedComment, ModerationQuery } from '@shared/schemas/comments';
import type { Db } from '../../db/client';
import type { Paged } from '../../db/paged';
import type { Caches } from '../../lib/caches';
import { changeTags } from '../../lib/changes';
import { notFound } from '../../lib/errors';
import type { Viewer } from '../../types';
import { createArticlesRepository } from '../articles/articles.repository';
import { createAuditRepository } from '../audit/audit.repository';
import { createUsersRepository } from '../users/users.repository';
import {
  createCommentModerationRepository,
  type ModerationRow,
  SITE_SCOPE,
} from './comment-moderation.repository';
import { createCommentsRepository } from './comments.repository';

const TEXTS = COMMENTS_TEXTS.api;

const toModerated = (row: ModerationRow): ModeratedComment => ({
  _id: row.id,
  articleId: row.articleId,
  parentId: row.parentId,
  body: row.body,
  author: { id: row.authorId, name: row.authorName, image: row.authorImage },
  createdAt: row.createdAt.toISOString(),
  editedAt: row.editedAt?.toISOString() ?? null,
  articleTitle: row.articleTitle,
  reports: Number(row.reports),
  hidden: Boolean(row.hiddenAt),
  authorBanned: Boolean(row.authorBanned),
});

/**
 * The editors' side of comments (docs/product.md#comments): the queue, hiding and restoring, bans with a
 * reason, closing comments on an article or the site; and each author's choice about comment mail.
 * Every editor's decision is in the audit log.
 */
export function createCommentModerationService(db: Db, { caches }: { caches: Pick<Caches, 'changed'> }) {
  const repository = createCommentModerationRepository(db);
  const comments = createCommentsRepository(db);
  const articles = createArticlesRepository(db);
  const users = createUsersRepository(db);
  const audit = createAuditRepository(db);

  async function moderated(id: string): Promise<ModeratedComment> {
    const { rows } = await repository.queue({ view: 'recent', page: 1, limit: 1, only: id });
    const row = rows[0];
    if (!row) throw notFound(TEXTS.comment);
    return toModerated(row);
  }

  return {
    async queue(query: ModerationQuery): Promise<Paged<ModeratedComment>> {
      const { rows, total } = await repository.queue(query);
      return { rows: rows.map(toModerated), total };
    },

    async setHidden(viewer: Viewer, id: string, hidden: boolean): Promise<ModeratedComment> {
      const row = await comments.find(id);
      if (!row) throw notFound(TEXTS.comment);
      await comments.setHidden(id, hidden, viewer.id);
      await audit.record(viewer, {
        action: hidden ? 'comment.hide' : 'comment.restore',
        targetType: 'comment',
        targetId: id,
        details: { articleId: row.articleId, authorId: row.authorId },
      });
      if (Boolean(row.hiddenAt) !== hidden) await caches.changed([changeTags.comments(row.articleId)]);
      return moderated(id);
    },

    async ban(viewer: Viewer, userId: string, reason: string): Promise<{ banned: true }> {
      const target = await users.findById(userId);
      if (!target) throw notFound(TEXTS.reader);
      await repository.ban(userId, reason, viewer.id);
      await audit.record(viewer, {
        action: 'comment.ban',
        targetType: 'user',
        targetId: userId,
        details: { reason, email: target.email },
      });
      return { banned: true };
    },

    async lift(viewer: Viewer, userId: string): Promise<{ banned: false }> {
      if (await repository.lift(userId))
        await audit.record(viewer, { action: 'comment.unban', targetType: 'user', targetId: userId });
      return { banned: false };
    },

    /** Opens or closes one article's comments; the article's comment summary is the one thing it changes. */
    async setArticleOpen(viewer: Viewer, articleId: string, open: boolean) {
      const article = await articles.findById(articleId);
      if (!article) throw notFound(TEXTS.article);
      if (await repository.setClosed(articleId, !open, viewer.id)) {
        await audit.record(viewer, {
          action: open ? 'comments.open' : 'comments.close',
          targetType: 'article',
          targetId: articleId,
        });
        await caches.changed([changeTags.comments(articleId)]);
      }
    },

    async siteOpen(): Promise<{ open: boolean }> {
      return { open: !(await repository.closedAmong([SITE_SCOPE])).has(SITE_SCOPE) };
    },

    async setSiteOpen(viewer: Viewer, open: boolean): Promise<{ open: boolean }> {
      if (await repository.setClosed(SITE_SCOPE, !open, viewer.id)) {
        await audit.record(viewer, {
          action: open ? 'comments.open' : 'comments.close',
          targetType: 'site',
          targetId: SITE_SCOPE,
        });
        await caches.changed([changeTags.commentsSite]);
      }
      return { open };
    },

    mail: async (viewer: Viewer): Promise<CommentMail> => ({
      notify: !(await repository.mailOptedOut(viewer.id)),
    }),

    async setMail(viewer: Viewer, notify: boolean): Promise<CommentMail> {
      await repository.setMailOptedOut(viewer.id, !notify);
      return { notify };
    },

    mailOptedOut: (userId: string) => repository.mailOptedOut(userId),
  };
}

export type CommentModerationService = ReturnType<typeof createCommentModerationService>;
