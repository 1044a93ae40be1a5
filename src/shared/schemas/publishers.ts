import { z } from 'zod';

export const publisherSchema = z.object({
  _id: z.string(),
  publisherName: z.string(),
  image: z.string(),
});
export type Publisher = z.infer<typeof publisherSchema>;
export const publisherListSchema = z.array(publisherSchema);
