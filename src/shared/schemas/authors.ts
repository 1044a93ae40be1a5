import { z } from 'zod';

/** An author as their page shows them: name, photo (our own image, or '' for the default) and bio. */
export const authorSchema = z.object({
  _id: z.string(),
  name: z.string(),
  photo: z.string(),
  bio: z.string(),
});
export type Author = z.infer<typeof authorSchema>;
