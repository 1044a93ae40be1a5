import { z } from 'zod';

/** A stretch of a diff: unchanged, added or removed words. */
export const diffPartSchema = z.object({
  value: z.string(),
  added: z.boolean().optional(),
  removed: z.boolean().optional(),
});

/** One revision in an article's history, with what changed against the version before it. */
export const revisionSchema = z.object({
  number: z.number().int(),
  state: z.enum(['pending', 'approved', 'declined']),
  title: z.string(),
  /** The version's standfirst and cover texts, when it had them (docs/product.md#the-article-form). */
  standfirst: z.string().optional(),
  imageAlt: z.string().optional(),
  imageCaption: z.string().optional(),
  date: z.string(),
  decidedAt: z.string().optional(),
  /** The name of who wrote it (never their address). */
  writer: z.string().optional(),
  restoredFrom: z.number().int().optional(),
  reason: z.string().optional(),
  /** Against the approved revision before it (an edit in review: against the live one). */
  titleDiff: z.array(diffPartSchema),
  bodyDiff: z.array(diffPartSchema),
  /**
   * The versions were too different (or the request's diff budget spent) to show word by word: the diffs
   * say the whole changed part went and the new one came (docs/security.md).
   */
  tooDifferent: z.boolean().optional(),
});
export type Revision = z.infer<typeof revisionSchema>;

export const revisionParamsSchema = z.object({
  id: z.uuid({ message: 'must be a valid id' }),
  number: z.coerce.number({ message: 'must be a number' }).int().min(1).max(1_000_000),
});
