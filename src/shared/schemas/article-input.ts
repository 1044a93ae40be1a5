import { z } from 'zod';
import { TAGS } from '../constants';
import { MEDIA_URL_PATTERN } from '../images';
import { ARTICLE_API_TEXTS } from '../messages/api-articles';
import { richDocSchema } from '../rich-text/schema';
import { plainText } from '../rich-text/text';
import { requiredText, safeText } from './common';

// What an author sends to write or edit an article, and an editor's reason to decline one: the writing side,
// apart from ./articles.ts (what readers get), so the reading pages never load it.

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

/** The longest standfirst, cover text alternative and cover caption (with its credit). */
export const STANDFIRST_MAX = 300;
export const IMAGE_ALT_MAX = 250;
export const IMAGE_CAPTION_MAX = 300;

/**
 * An optional short text: trimmed, at most `max`; empty means none. Left out, an edit keeps what the article
 * has (the spec's update call does not know these fields).
 */
export const optionalText = (max: number) =>
  safeText().trim().max(max, `must be at most ${max} characters`).optional();

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
  standfirst: optionalText(STANDFIRST_MAX),
  imageAlt: optionalText(IMAGE_ALT_MAX),
  imageCaption: optionalText(IMAGE_CAPTION_MAX),
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
