import { z } from 'zod';
import { FRONT_PAGE_DESK_TEXTS } from '../messages/front-page-desk';

/** The article an editor picks as the front page's lead: a live article's id (docs/product.md#front-page). */
export const leadInputSchema = z.object({
  articleId: z.uuid({ message: FRONT_PAGE_DESK_TEXTS.api.articleIdField }),
});
export type LeadInput = z.infer<typeof leadInputSchema>;
