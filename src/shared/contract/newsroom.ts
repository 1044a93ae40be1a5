import { z } from 'zod';
import { articleInputSchema, declineInputSchema } from '../schemas/article-input';
import { articleSchema } from '../schemas/articles';
import {
  deletedResponseSchema,
  idParamSchema,
  insertedResponseSchema,
  modifiedResponseSchema,
} from '../schemas/common';
import {
  draftCreatedSchema,
  draftFieldsSchema,
  draftSavedSchema,
  draftSaveSchema,
  draftSchema,
} from '../schemas/drafts';
import {
  articleVersionSchema,
  bulkModerationInputSchema,
  bulkModerationResultSchema,
  decisionInputSchema,
  scheduleInputSchema,
  scheduleResultSchema,
} from '../schemas/moderation';
import { draftSubmitQuerySchema, noteAddedSchema, revisionRestoredSchema } from '../schemas/newsroom';
import { editorNoteSchema, noteInputSchema, noteParamsSchema } from '../schemas/notes';
import { revisionParamsSchema, revisionSchema } from '../schemas/revisions';
import { errorAnswers, errors } from './answers';
import { endpoint } from './endpoint';

/**
 * The newsroom: writing articles, drafts, the editors' decisions, revisions, corrections and scheduling
 * (docs/product.md#articles, docs/product.md#moderation).
 */

const writing = { tags: ['articles'] } as const;
const editors = { access: 'editor', tags: ['moderation'] } as const;
/** What a write that may meet a newer version, or a state that forbids it, answers besides the usual. */
const withConflict = errorAnswers(400, 401, 403, 404, 409);

/** An editor's decision on one article: it answers whether the article changed. */
const decision = { ...editors, params: idParamSchema, response: { 200: modifiedResponseSchema, ...errors } };
/**
 * A decision bound to the version the editor was shown: 409 ARTICLE_CHANGED when the content moved on, 428
 * VERSION_REQUIRED for an approval naming none of content changed since it was sent for review.
 */
const boundDecision = {
  ...decision,
  body: decisionInputSchema,
  response: { 200: modifiedResponseSchema, ...errorAnswers(400, 401, 403, 404, 409, 428) },
};

// Writing, editing and deleting articles: their authors, and editors (docs/product.md#articles).

export const createArticle = endpoint({
  ...writing,
  access: 'user',
  method: 'POST',
  path: '/articles',
  summary: 'Write an article; it waits for an editor (status pending)',
  body: articleInputSchema,
  response: { 201: insertedResponseSchema, ...errors },
});

export const updateArticle = endpoint({
  ...writing,
  access: 'user',
  method: 'PATCH',
  path: '/updateArticles/:id',
  summary: 'Edit an article (its author or an admin); an author’s edit goes back to the editors',
  params: idParamSchema,
  body: articleInputSchema,
  response: { 200: modifiedResponseSchema, ...errors },
});

export const deleteArticle = endpoint({
  ...writing,
  access: 'user',
  method: 'DELETE',
  path: '/article/:id',
  summary: 'Delete an article (its author or an admin)',
  params: idParamSchema,
  response: { 200: deletedResponseSchema, ...errors },
});

// The editors' decisions on an article: approve, make premium, decline (docs/product.md#dashboard).

export const approveArticle = endpoint({
  ...boundDecision,
  method: 'PATCH',
  key: 'articles:moderate',
  path: '/admin-articles/:id',
  summary:
    'Approve an article, on the version the editor was shown (`version`; 409 ARTICLE_CHANGED when it moved on)',
});

export const makeArticlePremium = endpoint({
  ...boundDecision,
  method: 'PATCH',
  key: 'articles:moderate',
  path: '/isPremium-articles/:id',
  summary: 'Make an article premium',
});

export const makeArticleFree = endpoint({
  ...decision,
  method: 'DELETE',
  key: 'articles:moderate',
  path: '/isPremium-articles/:id',
  summary: 'Make a premium article free again: every reader reads it in full',
});

export const moderateArticles = endpoint({
  ...editors,
  method: 'POST',
  path: '/articles/moderation',
  summary: 'Approve several articles, or decline them with one reason; says what became of each (editors)',
  body: bulkModerationInputSchema,
  response: { 200: bulkModerationResultSchema, ...errors },
});

export const declineArticle = endpoint({
  ...boundDecision,
  method: 'PATCH',
  key: 'articles:moderate',
  path: '/decline-articles/:id',
  summary:
    'Decline an article with a reason the author sees, on the version the editor was shown (`version`)',
  body: declineInputSchema.extend({ version: articleVersionSchema.optional() }),
});

// Approving an article for a later time, and taking the time off (docs/product.md#scheduling).

export const scheduleArticle = endpoint({
  ...editors,
  method: 'PUT',
  path: '/admin-articles/:id/schedule',
  summary: 'Approve an article for a later time, or move its time: it stays pending until then (editors)',
  params: idParamSchema,
  body: scheduleInputSchema,
  response: { 200: scheduleResultSchema, ...errorAnswers(400, 401, 403, 404, 409, 428) },
});

export const unscheduleArticle = endpoint({
  ...decision,
  method: 'DELETE',
  path: '/admin-articles/:id/schedule',
  summary: 'Cancel a scheduled article’s time: it waits for review again',
});

// An author's drafts: write, autosave, submit for review; their author only (docs/product.md#drafts).

export const listDrafts = endpoint({
  ...writing,
  access: 'user',
  method: 'GET',
  path: '/drafts',
  summary: 'The reader’s own drafts, last saved first',
  response: { 200: z.array(draftSchema), ...errors },
});

export const createDraft = endpoint({
  ...writing,
  access: 'user',
  method: 'POST',
  path: '/drafts',
  summary: 'Start a draft (any field may still be empty); only its author sees it',
  body: draftFieldsSchema,
  response: { 201: draftCreatedSchema, ...withConflict },
});

export const getDraft = endpoint({
  ...writing,
  access: 'user',
  method: 'GET',
  path: '/drafts/:id',
  summary: 'One of the reader’s drafts',
  params: idParamSchema,
  response: { 200: draftSchema, ...errors },
});

export const saveDraft = endpoint({
  ...writing,
  access: 'user',
  method: 'PUT',
  path: '/drafts/:id',
  summary:
    'Save a draft on top of the version it was based on; a newer version saved elsewhere answers 409 DRAFT_CONFLICT',
  params: idParamSchema,
  body: draftSaveSchema,
  response: { 200: draftSavedSchema, ...withConflict },
});

export const submitDraft = endpoint({
  ...writing,
  access: 'user',
  method: 'POST',
  path: '/drafts/:id/submit',
  summary:
    'Submit a draft for review: the article is written from the body (status pending) and the draft removed',
  params: idParamSchema,
  query: draftSubmitQuerySchema,
  body: articleInputSchema,
  response: { 201: insertedResponseSchema, ...withConflict },
});

export const deleteDraft = endpoint({
  ...writing,
  access: 'user',
  method: 'DELETE',
  path: '/drafts/:id',
  summary: 'Delete one of the reader’s drafts',
  params: idParamSchema,
  response: { 200: deletedResponseSchema, ...errors },
});

// What editors read before they decide, and restoring an earlier version (docs/product.md#revisions).

export const getArticleReview = endpoint({
  ...editors,
  method: 'GET',
  key: 'articles:read',
  path: '/articles/:id/review',
  summary: 'An article as an editor reviews it: all of it, with the edit in review of a live one (editors)',
  params: idParamSchema,
  response: { 200: articleSchema, ...errors },
});

export const listArticleRevisions = endpoint({
  ...editors,
  access: 'user',
  method: 'GET',
  path: '/articles/:id/revisions',
  summary:
    'An article’s revisions, newest first, each with its changes to title and body (its author, editors)',
  params: idParamSchema,
  response: { 200: z.array(revisionSchema), ...errors },
});

export const restoreRevision = endpoint({
  ...editors,
  method: 'POST',
  path: '/articles/:id/revisions/:number/restore',
  summary: 'Make an earlier approved revision live again, as a new revision (editors; audited)',
  params: revisionParamsSchema,
  response: { 200: revisionRestoredSchema, ...withConflict },
});

// Corrections and updates of live articles: editors (docs/product.md#corrections).

export const listArticleNotes = endpoint({
  ...editors,
  method: 'GET',
  path: '/articles/:id/notes',
  summary: 'An article’s corrections and updates, oldest first, removed ones included (editors)',
  params: idParamSchema,
  response: { 200: z.array(editorNoteSchema), ...errors },
});

export const addArticleNote = endpoint({
  ...editors,
  method: 'POST',
  path: '/articles/:id/notes',
  summary: 'Attach a dated correction or update to a live article (editors; audited)',
  params: idParamSchema,
  body: noteInputSchema,
  response: { 201: noteAddedSchema, ...withConflict },
});

export const removeArticleNote = endpoint({
  ...editors,
  method: 'DELETE',
  path: '/articles/:id/notes/:noteId',
  summary: 'Remove a correction or update from the article (editors; audited, kept in the history)',
  params: noteParamsSchema,
  response: { 200: deletedResponseSchema, ...errors },
});
