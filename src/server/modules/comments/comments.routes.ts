import {
  banCommenter,
  commentsSummary,
  deleteComment,
  editComment,
  getCommentMail,
  getSiteComments,
  liftCommenterBan,
  listComments,
  moderationQueue,
  postComment,
  reportComment,
  setArticleComments,
  setCommentHidden,
  setCommentMail,
  setSiteComments,
} from '@shared/contract/comments';
import type { FastifyInstance } from 'fastify';
import { changeTags } from '../../lib/changes';
import { serve } from '../../lib/serve';
import { createCommentMails } from './comment-mails';
import { createCommentModerationService } from './comment-moderation.service';
import { createCommentsService } from './comments.service';

/** Writes that change what readers see of an article's comments: the service names them. */
const NAMED = { changes: 'named' } as const;
/** Writes no cache holds: a report, a ban (the comments stay as they are), a reader's choice about mail. */
const NONE = { changes: 'none' } as const;
/** Per reader, and (rate-limits plugin) per address: posting is slow by design, reporting a little less. */
const POSTING = { ...NAMED, rateLimit: { max: 5, timeWindow: '1 minute' } } as const;
const EDITING = { ...NAMED, rateLimit: { max: 10, timeWindow: '1 minute' } } as const;
const REPORTING = { ...NONE, rateLimit: { max: 20, timeWindow: '1 minute' } } as const;

/** What an article's comments are made from: the article itself, and its comments. */
const commentTags = (id: string) => [changeTags.article(id), changeTags.comments(id)];

/** Readers' comments and the editors' moderation of them (docs/product.md#comments). */
export async function commentsRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const mails = createCommentMails(db, app.mail, app.config);
  const comments = createCommentsService(db, { caches: app.caches, mails });
  const moderation = createCommentModerationService(db, { caches: app.caches });

  serve(
    app,
    listComments,
    ({ viewer, params, query }) => comments.page(viewer, params.id, query),
    {},
    {
      tags: (_page, { params }) => commentTags(params.id),
    },
  );
  serve(
    app,
    commentsSummary,
    ({ viewer, params }) => comments.summary(viewer, params.id),
    {},
    {
      tags: (_summary, { params }) => [...commentTags(params.id), changeTags.commentsSite],
    },
  );
  serve(app, postComment, ({ viewer, params, body }) => comments.post(viewer, params.id, body), POSTING);
  serve(app, editComment, ({ viewer, params, body }) => comments.edit(viewer, params.id, body.body), EDITING);
  serve(app, deleteComment, ({ viewer, params }) => comments.remove(viewer, params.id), NAMED);
  serve(app, reportComment, ({ viewer, params }) => comments.report(viewer, params.id), REPORTING);

  serve(app, moderationQueue, ({ query }) => moderation.queue(query));
  serve(
    app,
    setCommentHidden,
    ({ viewer, params, body }) => moderation.setHidden(viewer, params.id, body.hidden),
    NAMED,
  );
  serve(
    app,
    banCommenter,
    ({ viewer, params, body }) => moderation.ban(viewer, params.userId, body.reason),
    NONE,
  );
  serve(app, liftCommenterBan, ({ viewer, params }) => moderation.lift(viewer, params.userId), NONE);
  serve(
    app,
    setArticleComments,
    async ({ viewer, params, body }) => {
      await moderation.setArticleOpen(viewer, params.id, body.open);
      return comments.summary(viewer, params.id);
    },
    NAMED,
  );
  serve(app, getSiteComments, () => moderation.siteOpen());
  serve(app, setSiteComments, ({ viewer, body }) => moderation.setSiteOpen(viewer, body.open), NAMED);
  serve(app, getCommentMail, ({ viewer }) => moderation.mail(viewer));
  serve(app, setCommentMail, ({ viewer, body }) => moderation.setMail(viewer, body.notify), NONE);
}
