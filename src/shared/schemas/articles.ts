import { z } from 'zod';
import { ARTICLE_STATUSES, NOT_PREMIUM, PREMIUM, TAGS } from '../constants';
import { emailSchema, paginationQuerySchema, requiredText, safeText } from './common';
import { giftStateSchema } from './gift-links';
import { articleNoteSchema } from './notes';

/** A piece of a highlighted text: `match` when it is one of the words searched for. */
export const textSegmentSchema = z.object({ text: z.string(), match: z.boolean() });
export type TextSegment = z.infer<typeof textSegmentSchema>;

/** An article on the wire: its field names are the legacy ones (docs/decisions/0011-legacy-wire-api.md). */
const bodyDocSchema = z.looseObject({ type: z.literal('doc'), content: z.array(z.unknown()) });

/**
 * The short texts around the headline and the cover (docs/product.md#the-article-form): the standfirst (a
 * one- or two-sentence summary under the headline), the cover's text alternative and its caption (with the
 * credit). Each is sent only when the article has one; older articles have none.
 */
const coverTextsSchema = z.object({
  standfirst: z.string().optional(),
  imageAlt: z.string().optional(),
  imageCaption: z.string().optional(),
});

/**
 * An edit of a live article in review (or sent back with the editors' reason), for its author and editors:
 * readers keep getting the approved version meanwhile (docs/product.md#revisions).
 */
export const articleEditSchema = z.object({
  number: z.number().int(),
  state: z.enum(['pending', 'declined']),
  reason: z.string().optional(),
  date: z.string(),
  title: z.string(),
  publisher: z.string(),
  tags: z.string(),
  image: z.string(),
  ...coverTextsSchema.shape,
  description: z.string(),
  html: z.string(),
  body: bodyDocSchema,
});
export type ArticleEdit = z.infer<typeof articleEditSchema>;

export const articleSchema = z.object({
  _id: z.string(),
  title: z.string(),
  publisher: z.string(),
  tags: z.string(),
  description: z.string(),
  image: z.string(),
  ...coverTextsSchema.shape,
  email: z.string(),
  photo: z.string(),
  displayName: z.string(),
  /** The author's page is `/author/{authorId}`. */
  authorId: z.string(),
  status: z.enum(ARTICLE_STATUSES),
  isPremium: z.enum([PREMIUM, NOT_PREMIUM]),
  date: z.string(),
  /** A live article's: when it went live (approved, or published at its scheduled time); `date` is its submission. */
  published: z.string().optional(),
  /** With one article: when an approved edit last changed it after it was published. */
  updated: z.string().optional(),
  /** With one article: its dated corrections and updates, oldest first (docs/product.md#corrections). */
  notes: z.array(articleNoteSchema).optional(),
  viewCount: z.number().int(),
  /**
   * How many comments readers see, when there are any (docs/product.md#comments); like the view count, a kept
   * list catches up within its time.
   */
  commentCount: z.number().int().optional(),
  /** Marked by an editor as a running story: a red "Live" label (docs/product.md#front-page); absent when not. */
  live: z.boolean().optional(),
  /** How many minutes the whole body takes to read (about 230 words a minute), at least one. */
  readingMinutes: z.number().int().min(1),
  decline: z.object({ reason: z.string().optional(), date: z.string().optional() }),
  /** Set when the body was cut to a preview because the reader has no premium access. */
  locked: z.boolean().optional(),
  /** Why the body was cut: the reader must sign in, or needs premium access. */
  lockReason: z.enum(['signin', 'premium']).optional(),
  premium: z.boolean().optional(),
  /** Opened through a gift link (docs/product.md#gift-links): what the link came to; never kept for others. */
  gift: giftStateSchema.optional(),
  /**
   * Opened by the meter (docs/product.md#the-meter): one of the reader's free articles this month, and how many
   * are left; only in the meter's own answer, never in a kept copy.
   */
  meter: z
    .object({ allowance: z.number().int(), remaining: z.number().int(), resetsAt: z.string() })
    .optional(),
  /** In search results: the title and a snippet, the words that matched flagged (plain text, never HTML). */
  highlight: z.object({ title: z.array(textSegmentSchema), snippet: z.array(textSegmentSchema) }).optional(),
  /**
   * The body rendered to HTML on the server (docs/product.md#article-bodies): all of it, or the preview a
   * reader without access gets. Sent with one article, not in lists.
   */
  html: z.string().optional(),
  /** The body's document, for who may edit it (its author and editors), with one article. */
  body: bodyDocSchema.optional(),
  /** In the editors' list: an edit of this live article waits for review. */
  editPending: z.boolean().optional(),
  /**
   * For editors (review and their list): the version of what they review, which a decision names so that it
   * is refused if the content moved on (docs/security.md#decisions-bound-to-what-was-reviewed).
   */
  version: z.string().optional(),
  /**
   * For its author and editors: when an article approved for a later time goes live; it is pending until
   * then (docs/product.md#scheduling).
   */
  publishAt: z.string().optional(),
  /** The open edit of a live article, for its author and editors. */
  edit: articleEditSchema.optional(),
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

export const adminArticleListQuerySchema = articleListQuerySchema.extend({
  status: z.enum(ARTICLE_STATUSES, { message: 'must be pending, approve or declined' }).optional(),
  /** Words of the title or body (each the start of a word), or part of the author's name or e-mail. */
  search: safeText().trim().max(200).optional(),
  /** The author's e-mail address, whole (any case). */
  author: emailSchema.optional(),
});
export type AdminArticleListQuery = z.infer<typeof adminArticleListQuerySchema>;

/** A day as `YYYY-MM-DD` (a date range's end, in UTC). */
const daySchema = z.iso.date({ message: 'must be a date written YYYY-MM-DD' });

/**
 * A search, narrowed by the same publisher and tag (section) filters as the list, and by the days it was
 * written: from `from` to `to`, both included.
 */
/** How search results are ordered: best match first, or newest first. */
export const SEARCH_SORTS = ['relevance', 'date'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const searchQuerySchema = articleListQuerySchema
  .extend({
    search: requiredText(200),
    from: daySchema.optional(),
    to: daySchema.optional(),
    /** Best match first (the default), or newest first (docs/product.md#articles). */
    sort: z.enum(SEARCH_SORTS, { message: 'must be relevance or date' }).optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'must not be before the start of the range',
    path: ['to'],
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
