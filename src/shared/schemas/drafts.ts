import { z } from 'zod';
import { richDocSchema } from '../rich-text/schema';
import { plainText } from '../rich-text/text';
import {
  articleImageSchema,
  BODY_MAX_CHARACTERS,
  IMAGE_ALT_MAX,
  IMAGE_CAPTION_MAX,
  optionalText,
  STANDFIRST_MAX,
  tagListSchema,
} from './article-input';
import { safeText } from './common';

/**
 * What a draft holds (docs/product.md#drafts): the article's fields, each allowed to be empty or missing
 * while the author writes, but each checked as strictly as an article's when it is there.
 */
export const draftFieldsSchema = z.object({
  title: safeText().trim().max(200, 'must be at most 200 characters').default(''),
  publisher: safeText().trim().max(200, 'is too long').default(''),
  tags: tagListSchema({ required: false }).default([]),
  image: articleImageSchema,
  standfirst: optionalText(STANDFIRST_MAX).default(''),
  imageAlt: optionalText(IMAGE_ALT_MAX).default(''),
  imageCaption: optionalText(IMAGE_CAPTION_MAX).default(''),
  body: richDocSchema
    .refine((doc) => plainText(doc).length <= BODY_MAX_CHARACTERS, 'must be at most 50,000 characters')
    .nullable()
    .default(null),
});
export type DraftFields = z.output<typeof draftFieldsSchema>;

/** A save: the fields, and the version they were based on (a newer one on the server is a conflict). */
export const draftSaveSchema = draftFieldsSchema.extend({
  version: z.number({ message: 'is required' }).int().min(1).max(2_147_483_647),
});
export type DraftSave = z.input<typeof draftSaveSchema>;

/** A draft as its author gets it. */
export const draftSchema = z.object({
  id: z.string(),
  title: z.string(),
  publisher: z.string(),
  tags: z.array(z.string()),
  image: z.string(),
  standfirst: z.string(),
  imageAlt: z.string(),
  imageCaption: z.string(),
  body: z.looseObject({ type: z.literal('doc'), content: z.array(z.unknown()) }).nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Draft = z.infer<typeof draftSchema>;

/** What a save answers: the draft's new version and when it was saved. */
export const draftSavedSchema = z.object({ version: z.number().int(), updatedAt: z.string() });
export type DraftSaved = z.infer<typeof draftSavedSchema>;

/** A new draft: its id and first version. */
export const draftCreatedSchema = draftSavedSchema.extend({ id: z.string() });
export type DraftCreated = z.infer<typeof draftCreatedSchema>;
