import { z } from 'zod';
import { articleSchema } from './articles';

/** The front page's editor-picked lead story, or none (docs/product.md#front-page). */
export const frontPageSchema = z.object({ lead: articleSchema.nullable() });
export type FrontPage = z.infer<typeof frontPageSchema>;
