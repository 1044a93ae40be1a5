import { deletedResponseSchema, idParamSchema, modifiedResponseSchema } from '../schemas/common';
import { frontPageSchema, leadInputSchema } from '../schemas/front-page';
import { errorAnswers, errors } from './answers';
import { endpoint } from './endpoint';

/**
 * The front page's judgement (docs/product.md#front-page): the lead story an editor picks, and the "Live"
 * label of a running story.
 */
const frontPage = { tags: ['front-page'] } as const;
const editors = { ...frontPage, access: 'editor' } as const;

export const getFrontPage = endpoint({
  ...frontPage,
  access: 'public',
  method: 'GET',
  path: '/front-page',
  summary: 'The front page’s lead story, picked by an editor (null when none is)',
  response: { 200: frontPageSchema },
});

export const setLeadStory = endpoint({
  ...editors,
  method: 'PUT',
  path: '/front-page/lead',
  summary:
    'Make a published article the front page’s lead story, in place of any other (editors; 409 when it is not published)',
  body: leadInputSchema,
  response: { 200: modifiedResponseSchema, ...errorAnswers(400, 401, 403, 404, 409) },
});

export const clearLeadStory = endpoint({
  ...editors,
  method: 'DELETE',
  path: '/front-page/lead',
  summary: 'Take the lead story off the front page: it shows the newest articles as before (editors)',
  response: { 200: deletedResponseSchema, ...errorAnswers(401, 403) },
});

export const markArticleLive = endpoint({
  ...editors,
  method: 'PUT',
  path: '/articles/:id/live',
  summary: 'Mark an article as a running story: a red “Live” label on its card and page (editors)',
  params: idParamSchema,
  response: { 200: modifiedResponseSchema, ...errors },
});

export const unmarkArticleLive = endpoint({
  ...editors,
  method: 'DELETE',
  path: '/articles/:id/live',
  summary: 'Take the “Live” label off an article (editors)',
  params: idParamSchema,
  response: { 200: modifiedResponseSchema, ...errors },
});
