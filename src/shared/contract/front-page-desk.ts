import { deletedResponseSchema, idParamSchema, modifiedResponseSchema } from '../schemas/common';
import { leadInputSchema } from '../schemas/front-page-desk';
import { errorAnswers, errors } from './answers';
import { endpoint } from './endpoint';

/**
 * The editors' front-page decisions (docs/product.md#front-page): the lead story and the "Live" label. Apart
 * from the readers' read (front-page.ts), which the home page's script carries.
 */
const editors = { tags: ['front-page'], access: 'editor' } as const;

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
