import { z } from 'zod';
import { MEDIA_URL_PATTERN } from '../images';
import { ARTICLE_API_TEXTS } from '../messages/api-articles';
import { slugOf } from '../sections';
import { safeText } from './common';

export const publisherSchema = z.object({
  _id: z.string(),
  publisherName: z.string(),
  image: z.string(),
  /** The publisher's page is `/publisher/{slug}`. */
  slug: z.string(),
  country: z.string().nullable(),
});
export type Publisher = z.infer<typeof publisherSchema>;
export const publisherListSchema = z.array(publisherSchema);

/** The address segment of a section or a publisher (sections.ts `slugOf`): letters and digits between dashes. */
export const slugParamSchema = z.object({
  slug: z
    .string()
    .max(200, 'is too long')
    .refine(
      (slug) => slug !== '' && slugOf(slug) === slug,
      'must be lower-case letters and digits between dashes',
    ),
});

export const publisherInputSchema = z.object({
  publisherName: safeText({ message: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(120, 'must be at most 120 characters')
    .refine((name) => slugOf(name) !== '', 'must hold a letter or a digit'),
  image: z
    .string({ message: 'is required: upload a logo first' })
    .trim()
    .regex(MEDIA_URL_PATTERN, ARTICLE_API_TEXTS.imageNotUploaded),
  /** Where the publisher is based, as readers know it; optional. */
  country: safeText()
    .trim()
    .max(80, 'must be at most 80 characters')
    .refine((country) => !/[<>]/.test(country), 'must not contain < or >')
    .optional(),
});
export type PublisherInput = z.infer<typeof publisherInputSchema>;
