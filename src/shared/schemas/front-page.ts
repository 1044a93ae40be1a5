import { z } from 'zod';
import { FRONT_PAGE_TEXTS } from '../messages/front-page';
import { articleSchema } from './articles';

/** The front page's editor-picked lead story, or none (docs/product.md#front-page). */
export const frontPageSchema = z.object({ lead: articleSchema.nullable() });
export type FrontPage = z.infer<typeof frontPageSchema>;

/** The article an editor picks as the lead: a live article's id. */
export const leadInputSchema = z.object({
  articleId: z.uuid({ message: FRONT_PAGE_TEXTS.api.articleIdField }),
});
export type LeadInput = z.infer<typeof leadInputSchema>;
