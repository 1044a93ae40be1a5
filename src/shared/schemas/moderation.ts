import { z } from 'zod';
import { declineInputSchema } from './article-input';

/** The most articles one bulk decision takes: a page of the editors' table is ten. */
export const BULK_MODERATION_LIMIT = 50;

/**
 * The version of an article an editor was shown (the `version` of the review and of the editors' list): a
 * decision names it, and is refused (409 ARTICLE_CHANGED) when the content moved on since
 * (docs/security.md#decisions-bound-to-what-was-reviewed).
 */
export const articleVersionSchema = z
  .string()
  .regex(/^\d{1,9}(\.\d{1,9}\.\d{1,9})?$/, 'must be the version the article was shown at');

/**
 * What a decision on one article may carry: the version it was made on. Without it an approval is taken
 * only of content as first sent for review (428 VERSION_REQUIRED otherwise); the spec's call has no body.
 */
export const decisionInputSchema = z.object({ version: articleVersionSchema.optional() }).nullish();
export type DecisionInput = z.infer<typeof decisionInputSchema>;

/** The articles one bulk decision is about. */
const bulkIdsSchema = z
  .array(z.uuid({ message: 'must be valid ids' }))
  .min(1, 'must name at least one article')
  .max(BULK_MODERATION_LIMIT, `must name at most ${BULK_MODERATION_LIMIT} articles`);

/** The version each article was shown at, by id (articleVersionSchema). */
const bulkVersionsSchema = z
  .record(z.uuid({ message: 'must be keyed by article ids' }), articleVersionSchema)
  .refine((versions) => Object.keys(versions).length <= BULK_MODERATION_LIMIT, {
    message: `must name at most ${BULK_MODERATION_LIMIT} versions`,
  })
  .optional();

/**
 * One decision on several articles (docs/product.md#moderation): approve them, or decline them all with one
 * reason their authors see; each on the version the editor was shown (`versions`).
 */
export const bulkModerationInputSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('approve'),
    ids: bulkIdsSchema,
    versions: bulkVersionsSchema,
  }),
  z.object({
    action: z.literal('decline'),
    ids: bulkIdsSchema,
    reason: declineInputSchema.shape.reason,
    versions: bulkVersionsSchema,
  }),
]);
export type BulkModerationInput = z.infer<typeof bulkModerationInputSchema>;

/**
 * What became of each article: changed, already so (`unchanged`), not found, or left alone because its
 * content moved on since the version the editor was shown (`changed`).
 */
export const bulkModerationResultSchema = z.object({
  results: z.array(z.object({ id: z.uuid(), outcome: z.enum(['done', 'unchanged', 'missing', 'changed']) })),
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
  /** The version the editor was shown (articleVersionSchema). */
  version: articleVersionSchema.optional(),
});
export type ScheduleInput = z.input<typeof scheduleInputSchema>;

/** What scheduling answers: whether it changed the article, and the time it goes live. */
export const scheduleResultSchema = z.object({
  modifiedCount: z.number().int(),
  publishAt: z.string(),
});
export type ScheduleResult = z.infer<typeof scheduleResultSchema>;
