import { z } from 'zod';
import { ARTICLE_STATUSES, NOT_PREMIUM, PREMIUM, TAGS } from '../constants';
import { MEDIA_URL_PATTERN } from '../images';
import { ARTICLE_API_TEXTS } from '../messages/api-articles';
import { richDocSchema } from '../rich-text/schema';
import { plainText } from '../rich-text/text';
import { emailSchema, paginationQuerySchema, safeText } from './common';
import { giftStateSchema } from './gift-links';
import { articleNoteSchema } from './notes';

/** A piece of a highlighted text: `match` when it is one of the words searched for. */
export const textSegmentSchema = z.object({ text: z.string(), match: z.boolean() });
export type TextSegment = z.infer<typeof textSegmentSchema>;

/** An article on the wire: its field names are the legacy ones (docs/decisions/0011-legacy-wire-api.md). */
const bodyDocSchema = z.looseObject({ type: z.literal('doc'), content: z.array(z.unknown()) });

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

/** Tags travel as one comma-joined string; each must be one of the seven tags
 * (docs/product.md#articles). */
export const tagsInputSchema = z
  .union([safeText(), z.array(safeText())], { message: 'is required' })
  .transform((value) =>
    (Array.isArray(value) ? value : value.split(',')).map((tag) => tag.trim()).filter(Boolean),
  )
  .pipe(tagListSchema({ required: true }));

/**
 * A list of the seven tags, each at most once (a repeated one is dropped); `required`: at least one. Articles
 * and drafts (./drafts.ts) check their tags with it.
 */
export function tagListSchema({ required }: { required: boolean }) {
  const tags = z.array(z.enum(TAGS, { message: `must be among: ${TAGS.join(', ')}` }));
  return (required ? tags.min(1, 'is required: choose at least one tag') : tags)
    .max(TAGS.length)
    .transform((list) => [...new Set(list)]);
}

/** An article's or a draft's picture: a URL of a picture uploaded here, or empty for none. */
export const articleImageSchema = z
  .string()
  .trim()
  .regex(MEDIA_URL_PATTERN, ARTICLE_API_TEXTS.imageNotUploaded)
  .or(z.literal(''))
  .default('');

/** Plain text that must be given: trimmed, at least one character, at most `max`. */
const requiredText = (max: number, tooLong = `must be at most ${max} characters`) =>
  safeText({ message: 'is required' }).trim().min(1, 'is required').max(max, tooLong);

/** The longest body, as plain text. */
export const BODY_MAX_CHARACTERS = 50_000;

/** An article's fields: the body as the editor's document (`body`) or, as first built, plain text (`description`). */
export const articleFieldsSchema = z.object({
  title: requiredText(200),
  publisher: requiredText(200, 'is too long'),
  tags: tagsInputSchema,
  description: requiredText(BODY_MAX_CHARACTERS, 'must be at most 50,000 characters').optional(),
  /** The rich body (docs/product.md#article-bodies); when given, `description` is derived from it. */
  body: richDocSchema.optional(),
  image: articleImageSchema,
});

/** What an author sends to write or edit an article; author, status and dates come from the server. */
export const articleInputSchema = articleFieldsSchema.superRefine(
  (input, ctx) => {
    if (input.body) {
      const text = plainText(input.body);
      if (!text.trim()) ctx.addIssue({ code: 'custom', path: ['body'], message: 'is required' });
      if (text.length > BODY_MAX_CHARACTERS)
        ctx.addIssue({ code: 'custom', path: ['body'], message: 'must be at most 50,000 characters' });
    } else if (input.description === undefined) {
      ctx.addIssue({ code: 'custom', path: ['description'], message: 'is required' });
    }
  },
  // Checked even when other fields failed, so a missing body is named with them; never on a body that
  // failed its own schema.
  {
    when: (payload) =>
      typeof payload.value === 'object' &&
      payload.value !== null &&
      !payload.issues.some((issue) => issue.path?.[0] === 'body'),
  },
);
export type ArticleInput = z.input<typeof articleInputSchema>;

export const declineInputSchema = z.object({
  reason: requiredText(2000),
});

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
