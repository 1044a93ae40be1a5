import { frontPageSchema } from '../schemas/front-page';
import { endpoint } from './endpoint';

/**
 * The front page's judgement (docs/product.md#front-page): the lead story an editor picks, and the "Live"
 * label of a running story.
 */
const frontPage = { tags: ['front-page'] } as const;

export const getFrontPage = endpoint({
  ...frontPage,
  access: 'public',
  method: 'GET',
  path: '/front-page',
  summary: 'The front page’s lead story, picked by an editor (null when none is)',
  response: { 200: frontPageSchema },
});
