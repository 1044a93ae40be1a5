import { z } from 'zod';
import { declineInputSchema } from './articles';

/** The most articles one bulk decision takes: a page of the editors' table is ten. */
export const BULK_MODERATION_LIMIT = 50;

/**
 * One decision on several articles (docs/product.md#moderation): approve them, or decline them all with one
 * reason their authors see.
 */
export const bulkModerationInputSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('approve'),
    ids: z
      .array(z.uuid({ message: 'must be valid ids' }))
      .min(1, 'must name at least one article')
      .max(BULK_MODERATION_LIMIT, `must name at most ${BULK_MODERATION_LIMIT} articles`),
  }),
  z.object({
    action: z.literal('decline'),
    ids: z
      .array(z.uuid({ message: 'must be valid ids' }))
      .min(1, 'must name at least one article')
      .max(BULK_MODERATION_LIMIT, `must name at most ${BULK_MODERATION_LIMIT} articles`),
    reason: declineInputSchema.shape.reason,
  }),
]);
export type BulkModerationInput = z.infer<typeof bulkModerationInputSchema>;

/** What became of each article: changed, already so (`unchanged`), or not found. */
export const bulkModerationResultSchema = z.object({
  results: z.array(z.object({ id: z.uuid(), outcome: z.enum(['done', 'unchanged', 'missing']) })),
});
export type BulkModerationResult = z.infer<typeof bulkModerationResultSchema>;
