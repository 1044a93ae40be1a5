import { z } from 'zod';
import { ARTICLE_STATUSES, NOT_PREMIUM, PREMIUM, TAGS } from '../constants';
import { paginationQuerySchema } from './common';

/** An article on the wire (spec §3 field names, DESIGN §4). */
export const articleSchema = z.object({
  _id: z.string(),
  title: z.string(),
  publisher: z.string(),
  tags: z.string(),
  description: z.string(),
  image: z.string(),
  email: z.string(),
  photo: z.string(),
  displayName: z.string(),
  status: z.enum(ARTICLE_STATUSES),
  isPremium: z.enum([PREMIUM, NOT_PREMIUM]),
  date: z.string(),
  viewCount: z.number().int(),
  decline: z.object({ reason: z.string().optional(), date: z.string().optional() }),
  /** Set when the body was cut to a preview because the reader has no premium access. */
  locked: z.boolean().optional(),
  premium: z.boolean().optional(),
});
export type Article = z.infer<typeof articleSchema>;

export const articleListSchema = z.array(articleSchema);

export const articleListQuerySchema = paginationQuerySchema.extend({
  publisher: z.string().trim().max(200).optional(),
  tag: z.enum(TAGS, { message: 'must be one of the article tags' }).optional(),
});
export type ArticleListQuery = z.infer<typeof articleListQuerySchema>;

export const statsSchema = z.object({
  totalUsers: z.number().int(),
  totalArticles: z.number().int(),
  totalPublishers: z.number().int(),
});
export type Stats = z.infer<typeof statsSchema>;
