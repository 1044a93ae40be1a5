import { z } from 'zod';

/** Whose payments the numbers are made of: the card provider's real ones, or the test mode's, never both. */
export const REVENUE_MODES = ['live', 'test'] as const;
export type RevenueMode = (typeof REVENUE_MODES)[number];

/** The longest span of months the revenue screen reads at once. */
export const REVENUE_MAX_MONTHS = 24;

export const revenueQuerySchema = z.object({
  mode: z.enum(REVENUE_MODES, { message: 'must be live or test' }).default('live'),
  months: z.coerce
    .number({ message: `must be a whole number from 1 to ${REVENUE_MAX_MONTHS}` })
    .int({ message: `must be a whole number from 1 to ${REVENUE_MAX_MONTHS}` })
    .min(1, { message: `must be a whole number from 1 to ${REVENUE_MAX_MONTHS}` })
    .max(REVENUE_MAX_MONTHS, { message: `must be a whole number from 1 to ${REVENUE_MAX_MONTHS}` })
    .default(12),
});
export type RevenueQuery = z.infer<typeof revenueQuerySchema>;

/** A share of a cohort still paying at a point after it started; null while that point is still to come. */
const retainedSchema = z.number().int().nullable();

export const revenueSchema = z.object({
  mode: z.enum(REVENUE_MODES),
  /** Readers whose paid (and not refunded) premium runs now. */
  activeSubscribers: z.number().int(),
  /** What the running paid periods bring in a month: each period's price spread over its days, in cents. */
  monthlyRecurringCents: z.number().int(),
  /** Each month of the span, oldest first (`YYYY-MM`, UTC). */
  months: z.array(
    z.object({
      month: z.string(),
      /** Readers paying at the start of the month. */
      activeAtStart: z.number().int(),
      /** Readers' first paid period, started in the month. */
      new: z.number().int(),
      /** Paid periods after a reader's first, started in the month. */
      renewed: z.number().int(),
      /** Paid periods that ended in the month with no paid period following them. */
      lapsed: z.number().int(),
      /** Lapsed in the month for every hundred readers paying at its start, one decimal; null with none at the start. */
      churnPercent: z.number().nullable(),
      /** Payments refunded in the month, and how much: left out of every other number. */
      refunds: z.number().int(),
      refundedCents: z.number().int(),
    }),
  ),
  /** Readers by the month of their first paid period, and how many of them paid 30 days, 6 months and a year on. */
  cohorts: z.array(
    z.object({
      month: z.string(),
      readers: z.number().int(),
      after30Days: retainedSchema,
      after6Months: retainedSchema,
      after1Year: retainedSchema,
    }),
  ),
});
export type Revenue = z.infer<typeof revenueSchema>;
