import { z } from 'zod';
import { emailSchema } from './common';

/** How many articles the home hero slider shows unless asked for another number. */
export const HERO_SIZE = 6;
/** How many articles "Most read this week" lists unless asked for another number. */
export const MOST_READ_SIZE = 5;

/** The author whose own articles are listed, by e-mail address (`/myArticles/{email}`). */
export const authorEmailParamSchema = z.object({ email: emailSchema });

/** How many of the most viewed articles the hero slider asks for. */
export const topArticlesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(20).default(HERO_SIZE),
});

/** How many of the week's most read articles are asked for. */
export const mostReadQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(20).default(MOST_READ_SIZE),
  /** `week`: the views of the last seven days; `all`: every view since each article went live. */
  period: z.enum(['week', 'all']).default('week'),
});
