import { z } from 'zod';
import { declineInputSchema } from './articles';

/** The most articles one bulk decision takes: a page of the editors' table is ten. */
export const BULK_MODERATION_LIMIT = 50;

/** The articles one bulk decision is about. */
const bulkIdsSchema = z
  .array(z.uuid({ message: 'must be valid ids' }))
  .min(1, 'must name at least one article')
  .max(BULK_MODERATION_LIMIT, `must name at most ${BULK_MODERATION_LIMIT} articles`);

/**
 * One decision on several articles (docs/product.md#moderation): approve them, or decline them all with one
 * reason their authors see.
 */
export const bulkModerationInputSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('approve'),
    ids: bulkIdsSchema,
  }),
  z.object({
    action: z.literal('decline'),
    ids: bulkIdsSchema,
    reason: declineInputSchema.shape.reason,
  }),
]);
export type BulkModerationInput = z.infer<typeof bulkModerationInputSchema>;

/** What became of each article: changed, already so (`unchanged`), or not found. */
export const bulkModerationResultSchema = z.object({
  results: z.array(z.object({ id: z.uuid(), outcome: z.enum(['done', 'unchanged', 'missing']) })),
});
export type BulkModerationResult = z.infer<typeof bulkModerationResultSchema>;

/** The furthest ahead an article can be scheduled (docs/product.md#scheduling). */
export const SCHEDULE_MAX_DAYS = 365;

/**
 * Approving an article for a later time (docs/product.md#scheduling): an ISO 8601 date and time with its
 * offset (`Z` or `+02:00`). The server also checks it is ahead and not past SCHEDULE_MAX_DAYS.
 */
export const scheduleInputSchema = z.object({
  publishAt: z.iso
    .datetime({ offset: true, message: 'must be a date and time with its offset (ISO 8601)' })
    .transform((value) => new Date(value)),
});
export type ScheduleInput = z.input<typeof scheduleInputSchema>;

/** What scheduling answers: whether it changed the article, and the time it goes live. */
export const scheduleResultSchema = z.object({
  modifiedCount: z.number().int(),
  publishAt: z.string(),
});
export type ScheduleResult = z.infer<typeof scheduleResultSchema>;
