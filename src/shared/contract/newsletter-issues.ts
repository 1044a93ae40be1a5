import { idParamSchema } from '../schemas/common';
import {
  newsletterCandidateSchema,
  newsletterIssueInputSchema,
  newsletterIssueSchema,
  newsletterPreviewSchema,
  newsletterSendInputSchema,
  newsletterTestSentSchema,
  publicNewsletterIssueSchema,
} from '../schemas/newsletter-issues';
import { errorAnswers } from './answers';
import { endpoint } from './endpoint';

/** Newsletter issues (docs/product.md#the-newsletter): composed, previewed, tested and sent by editors. */
const desk = { access: 'editor', tags: ['newsletter'] } as const;
const refused = errorAnswers(400, 401, 403);
const byId = errorAnswers(400, 401, 403, 404);

export const listNewsletterIssues = endpoint({
  ...desk,
  method: 'GET',
  path: '/newsletter/issues',
  summary: 'Newsletter issues, newest first, with their messages counted',
  response: { 200: newsletterIssueSchema.array(), ...refused },
});

export const listNewsletterCandidates = endpoint({
  ...desk,
  method: 'GET',
  path: '/newsletter/candidates',
  summary: 'Approved articles an issue can carry, newest first',
  response: { 200: newsletterCandidateSchema.array(), ...refused },
});

export const composeNewsletterIssue = endpoint({
  ...desk,
  method: 'POST',
  path: '/newsletter/issues',
  summary: 'Compose a newsletter issue (a draft)',
  description:
    'From the articles picked (approved ones only), or with `sinceLastIssue` every article approved since the last issue.',
  body: newsletterIssueInputSchema,
  response: { 201: newsletterIssueSchema, ...refused },
});

export const getNewsletterIssue = endpoint({
  ...desk,
  method: 'GET',
  path: '/newsletter/issues/:id',
  summary: 'A newsletter issue',
  params: idParamSchema,
  response: { 200: newsletterIssueSchema, ...byId },
});

export const updateNewsletterIssue = endpoint({
  ...desk,
  method: 'PUT',
  path: '/newsletter/issues/:id',
  summary: 'Change a draft issue',
  params: idParamSchema,
  body: newsletterIssueInputSchema,
  response: { 200: newsletterIssueSchema, ...byId, ...errorAnswers(409) },
});

export const previewNewsletterIssue = endpoint({
  ...desk,
  method: 'GET',
  path: '/newsletter/issues/:id/preview',
  summary: 'An issue as a subscriber will read it: subject, HTML and plain text',
  params: idParamSchema,
  response: { 200: newsletterPreviewSchema, ...byId },
});

export const testNewsletterIssue = endpoint({
  ...desk,
  method: 'POST',
  path: '/newsletter/issues/:id/test',
  summary: "Send a test of an issue to the editor's own address",
  params: idParamSchema,
  response: { 200: newsletterTestSentSchema, ...byId },
});

export const sendNewsletterIssue = endpoint({
  ...desk,
  method: 'POST',
  path: '/newsletter/issues/:id/send',
  summary: 'Send an issue to every confirmed subscriber now, or schedule it',
  description:
    'Without `sendAt` it goes now; with a future `sendAt` it is scheduled (and can be rescheduled until then). Each confirmed subscriber whose address does not bounce gets one message.',
  params: idParamSchema,
  body: newsletterSendInputSchema,
  response: { 200: newsletterIssueSchema, ...byId, ...errorAnswers(409) },
});

/** A sent issue's web version, which anyone may read ("Read online"). */
export const getArchivedNewsletterIssue = endpoint({
  tags: ['newsletter'],
  access: 'public',
  method: 'GET',
  path: '/newsletter/archive/:id',
  summary: 'The public web version of a sent issue',
  params: idParamSchema,
  response: { 200: publicNewsletterIssueSchema, ...errorAnswers(400, 404) },
});
