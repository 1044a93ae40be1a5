import { z } from 'zod';
import {
  BAN_REASON_MAX_LENGTH,
  COMMENT_EDIT_MINUTES,
  COMMENT_MAX_LENGTH,
  COMMENT_REPLIES_MAX,
} from '../comments';
import { PAGE_SIZE_MAX } from '../constants';
import { paginationQuerySchema, safeText } from './common';

export { BAN_REASON_MAX_LENGTH, COMMENT_EDIT_MINUTES, COMMENT_MAX_LENGTH, COMMENT_REPLIES_MAX };

const commentBody = safeText({ message: 'is required' })
  .trim()
  .min(1, { message: 'must not be empty' })
  .max(COMMENT_MAX_LENGTH, { message: `must be at most ${COMMENT_MAX_LENGTH} characters` });

/** A new comment, or a reply to a top-level comment (`parentId`). */
export const newCommentSchema = z.object({
  body: commentBody,
  parentId: z.uuid({ message: 'must be a valid id' }).optional(),
});
export type NewComment = z.infer<typeof newCommentSchema>;

export const editCommentSchema = z.object({ body: commentBody });

export const commentSortSchema = z.enum(['newest', 'oldest'], { message: 'must be newest or oldest' });
export type CommentSort = z.infer<typeof commentSortSchema>;

export const commentsQuerySchema = paginationQuerySchema.extend({
  sort: commentSortSchema.default('newest'),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(20),
});
export type CommentsQuery = z.infer<typeof commentsQuerySchema>;

const commentAuthorSchema = z.object({ id: z.string(), name: z.string(), image: z.string().nullable() });

/** A comment as every reader sees it: nothing in it depends on who asks. */
export const commentSchema = z.object({
  _id: z.uuid(),
  articleId: z.uuid(),
  parentId: z.uuid().nullable(),
  body: z.string(),
  author: commentAuthorSchema,
  createdAt: z.string(),
  editedAt: z.string().nullable(),
});
export type Comment = z.infer<typeof commentSchema>;

/** A top-level comment with its replies (oldest first). */
export const commentThreadSchema = commentSchema.extend({ replies: z.array(commentSchema) });
export type CommentThread = z.infer<typeof commentThreadSchema>;

/** Whether an article takes comments, how many it shows, and whether this reader may read them. */
export const commentsSummarySchema = z.object({
  /** The article's headline, for the comments page's title and its way back. */
  title: z.string(),
  count: z.number().int(),
  /** `open`, or closed on this `article` or on the whole `site`. */
  state: z.enum(['open', 'article', 'site']),
  /** False for a premium article the reader may not read: its comments are its subscribers'. */
  readable: z.boolean(),
});
export type CommentsSummary = z.infer<typeof commentsSummarySchema>;

export const commentsOpenSchema = z.object({ open: z.boolean({ message: 'must be true or false' }) });
export const commentHiddenSchema = z.object({ hidden: z.boolean({ message: 'must be true or false' }) });
export const commentReportedSchema = z.object({ reported: z.literal(true) });

/** The editors' queue: the comments readers reported (the most reported first), or the latest. */
export const moderationQuerySchema = paginationQuerySchema.extend({
  view: z.enum(['reported', 'recent'], { message: 'must be reported or recent' }).default('reported'),
});
export type ModerationQuery = z.infer<typeof moderationQuerySchema>;

export const moderatedCommentSchema = commentSchema.extend({
  articleTitle: z.string(),
  reports: z.number().int(),
  hidden: z.boolean(),
  authorBanned: z.boolean(),
});
export type ModeratedComment = z.infer<typeof moderatedCommentSchema>;

export const banSchema = z.object({
  reason: safeText({ message: 'is required' })
    .trim()
    .min(1, { message: 'is required' })
    .max(BAN_REASON_MAX_LENGTH, { message: `must be at most ${BAN_REASON_MAX_LENGTH} characters` }),
});
export const userIdParamSchema = z.object({
  userId: safeText().min(1, { message: 'is required' }).max(100, { message: 'is too long' }),
});
export const bannedSchema = z.object({ banned: z.boolean() });

/** Whether the author is mailed about new comments on their articles. */
export const commentMailSchema = z.object({ notify: z.boolean({ message: 'must be true or false' }) });
export type CommentMail = z.infer<typeof commentMailSchema>;
