import { z } from 'zod';
import { MEDIA_URL_PATTERN } from '../images';
import { ARTICLE_API_TEXTS } from '../messages/api-articles';
import { safeText } from './common';

export const publisherSchema = z.object({
  _id: z.string(),
  publisherName: z.string(),
  image: z.string(),
});
export type Publisher = z.infer<typeof publisherSchema>;
export const publisherListSchema = z.array(publisherSchema);

export const publisherInputSchema = z.object({
  publisherName: safeText({ message: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(120, 'must be at most 120 characters'),
  image: z
    .string({ message: 'is required: upload a logo first' })
    .trim()
    .regex(MEDIA_URL_PATTERN, ARTICLE_API_TEXTS.imageNotUploaded),
});
export type PublisherInput = z.infer<typeof publisherInputSchema>;
