import { z } from 'zod';
import { ARTICLE_STATUSES, NOT_PREMIUM, PREMIUM, TAGS } from '../constants';
import { MEDIA_URL_PATTERN } from '../images';
import { ARTICLE_API_TEXTS } from '../messages/api-articles';
import { paginationQuerySchema, safeText } from './common';

/** An article on the wire: its field names are the legacy ones (docs/decisions/0011-legacy-wire-api.md). */
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
  /** Why the body was cut: the reader must sign in, or needs premium access. */
  lockReason: z.enum(['signin', 'premium']).optional(),
  premium: z.boolean().optional(),
});
export type Article = z.infer<typeof articleSchema>;

export const articleListSchema = z.array(articleSchema);

export const articleListQuerySchema = paginationQuerySchema.extend({
  publisher: safeText().trim().max(200).optional(),
  tag: z.enum(TAGS, { message: 'must be one of the article tags' }).optional(),
});
export type ArticleListQuery = z.infer<typeof articleListQuerySchema>;

export const statsSchema = z.object({
  totalUsers: z.number().int(),
  totalArticles: z.number().int(),
  totalPublishers: z.number().int(),
});
export type Stats = z.infer<typeof statsSchema>;

/** Tags travel as one comma-joined string; each must be one of the seven tags
 * (docs/product.md#articles). */
export const tagsInputSchema = z
  .union([safeText(), z.array(safeText())], { message: 'is required' })
  .transform((value) =>
    (Array.isArray(value) ? value : value.split(',')).map((tag) => tag.trim()).filter(Boolean),
  )
  .pipe(
    z
      .array(z.enum(TAGS, { message: `must be among: ${TAGS.join(', ')}` }))
      .min(1, 'is required: choose at least one tag')
      .max(TAGS.length)
      .transform((tags) => [...new Set(tags)]),
  );

/** Plain text that must be given: trimmed, at least one character, at most `max`. */
const requiredText = (max: number, tooLong = `must be at most ${max} characters`) =>
  safeText({ message: 'is required' }).trim().min(1, 'is required').max(max, tooLong);

/** What an author sends to write or edit an article; author, status and dates come from the server. */
export const articleInputSchema = z.object({
  title: requiredText(200),
  publisher: requiredText(200, 'is too long'),
  tags: tagsInputSchema,
  description: requiredText(50_000, 'must be at most 50,000 characters'),
  image: z
    .string()
    .trim()
    .regex(MEDIA_URL_PATTERN, ARTICLE_API_TEXTS.imageNotUploaded)
    .or(z.literal(''))
    .default(''),
});
export type ArticleInput = z.input<typeof articleInputSchema>;

export const declineInputSchema = z.object({
  reason: requiredText(2000),
});

export const adminArticleListQuerySchema = articleListQuerySchema.extend({
  status: z.enum(ARTICLE_STATUSES, { message: 'must be pending, approve or declined' }).optional(),
});
export type AdminArticleListQuery = z.infer<typeof adminArticleListQuerySchema>;

/** A search, narrowed by the same publisher and tag filters as the list. */
export const searchQuerySchema = articleListQuerySchema.extend({
  search: requiredText(200),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const viewCountResponseSchema = z.object({
  modifiedCount: z.number().int(),
  viewCount: z.number().int(),
});

export const uploadResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ display_url: z.string(), url: z.string() }),
});
