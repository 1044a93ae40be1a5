import {
  bannedSchema,
  banSchema,
  commentHiddenSchema,
  commentMailSchema,
  commentReportedSchema,
  commentSchema,
  commentsOpenSchema,
  commentsQuerySchema,
  commentsSummarySchema,
  commentThreadSchema,
  editCommentSchema,
  moderatedCommentSchema,
  moderationQuerySchema,
  newCommentSchema,
  userIdParamSchema,
} from '../schemas/comments';
import { deletedResponseSchema, idParamSchema } from '../schemas/common';
import { errorAnswers, pagedList } from './answers';
import { endpoint } from './endpoint';

/** Readers' comments on articles, and the editors' moderation of them (docs/product.md#comments). */
const tags = ['comments'] as const;

export const listComments = endpoint({
  tags,
  access: 'public',
  method: 'GET',
  path: '/comments/articles/:id',
  summary: 'A page of an article’s comments (top-level, newest or oldest first), each with its replies',
  params: idParamSchema,
  ...pagedList(commentThreadSchema, errorAnswers(400, 403, 404)),
  query: commentsQuerySchema,
});

export const commentsSummary = endpoint({
  tags,
  access: 'public',
  method: 'GET',
  path: '/comments/articles/:id/summary',
  summary:
    'How many comments an article shows, whether it takes new ones, and whether the reader may read them',
  params: idParamSchema,
  response: { 200: commentsSummarySchema, ...errorAnswers(400, 404) },
});

export const postComment = endpoint({
  tags,
  access: 'user',
  method: 'POST',
  path: '/comments/articles/:id',
  summary: 'Comment on an approved article, or reply to a comment (readers with a confirmed address)',
  params: idParamSchema,
  body: newCommentSchema,
  response: { 201: commentSchema, ...errorAnswers(400, 401, 403, 404, 409, 429) },
});

export const editComment = endpoint({
  tags,
  access: 'user',
  method: 'PATCH',
  path: '/comments/:id',
  summary: 'Edit one’s own comment, within minutes of posting it',
  params: idParamSchema,
  body: editCommentSchema,
  response: { 200: commentSchema, ...errorAnswers(400, 401, 403, 404, 409, 429) },
});

export const deleteComment = endpoint({
  tags,
  access: 'user',
  method: 'DELETE',
  path: '/comments/:id',
  summary: 'Delete a comment: one’s own, or any as an editor (its replies go with it)',
  params: idParamSchema,
  response: { 200: deletedResponseSchema, ...errorAnswers(400, 401, 403, 404) },
});

export const reportComment = endpoint({
  tags,
  access: 'user',
  method: 'POST',
  path: '/comments/:id/report',
  summary: 'Report a comment to the editors (reporting it again changes nothing)',
  params: idParamSchema,
  response: { 200: commentReportedSchema, ...errorAnswers(400, 401, 404, 429) },
});

export const setCommentHidden = endpoint({
  tags,
  access: 'editor',
  method: 'PUT',
  path: '/comments/:id/hidden',
  summary: 'Hide a comment from readers, or show it again',
  params: idParamSchema,
  body: commentHiddenSchema,
  response: { 200: moderatedCommentSchema, ...errorAnswers(400, 401, 403, 404) },
});

export const moderationQueue = endpoint({
  tags,
  access: 'editor',
  method: 'GET',
  path: '/comments/moderation',
  summary: 'The editors’ queue: reported comments (most reported first) or the latest comments',
  ...pagedList(moderatedCommentSchema, errorAnswers(400, 401, 403)),
  query: moderationQuerySchema,
});

export const banCommenter = endpoint({
  tags,
  access: 'editor',
  method: 'PUT',
  path: '/comments/bans/:userId',
  summary: 'Bar a reader from commenting, with a reason (recorded in the audit log)',
  params: userIdParamSchema,
  body: banSchema,
  response: { 200: bannedSchema, ...errorAnswers(400, 401, 403, 404) },
});

export const liftCommenterBan = endpoint({
  tags,
  access: 'editor',
  method: 'DELETE',
  path: '/comments/bans/:userId',
  summary: 'Let a barred reader comment again',
  params: userIdParamSchema,
  response: { 200: bannedSchema, ...errorAnswers(400, 401, 403) },
});

export const setArticleComments = endpoint({
  tags,
  access: 'editor',
  method: 'PUT',
  path: '/comments/articles/:id/open',
  summary: 'Open or close one article’s comments',
  params: idParamSchema,
  body: commentsOpenSchema,
  response: { 200: commentsSummarySchema, ...errorAnswers(400, 401, 403, 404) },
});

export const setSiteComments = endpoint({
  tags,
  access: 'admin',
  method: 'PUT',
  path: '/comments/site/open',
  summary: 'Open or close comments on the whole site',
  body: commentsOpenSchema,
  response: { 200: commentsOpenSchema, ...errorAnswers(400, 401, 403) },
});

export const getCommentMail = endpoint({
  tags,
  access: 'user',
  method: 'GET',
  path: '/comments/mail',
  summary: 'Whether the reader is mailed about new comments on their articles',
  response: { 200: commentMailSchema, ...errorAnswers(401) },
});

export const setCommentMail = endpoint({
  tags,
  access: 'user',
  method: 'PUT',
  path: '/comments/mail',
  summary: 'Turn the mails about new comments on one’s articles on or off',
  body: commentMailSchema,
  response: { 200: commentMailSchema, ...errorAnswers(400, 401) },
});

export const getSiteComments = endpoint({
  tags,
  access: 'editor',
  method: 'GET',
  path: '/comments/site/open',
  summary: 'Whether comments are open on the site',
  response: { 200: commentsOpenSchema, ...errorAnswers(401, 403) },
});
