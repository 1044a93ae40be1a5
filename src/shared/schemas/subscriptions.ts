import { z } from 'zod';
import { paidPlanSchema, periodDaysSchema } from './payments';

/**
 * A reader's automatic renewal as the account page shows it: `renewing` while it will charge at the end of
 * the period, `cancelled` when the reader stopped it (access runs to the period's end), `lapsed` when a
 * renewal could not be charged and its grace period is over; `past_due` while a failed charge is retried and
 * premium continues to the end of the grace period.
 */
export const subscriptionSchema = z.object({
  _id: z.string(),
  plan: z.string(),
  days: z.number().int(),
  amount: z.number(),
  provider: z.enum(['test', 'stripe']),
  state: z.enum(['renewing', 'past_due', 'cancelled', 'lapsed']),
  currentPeriodEnd: z.string(),
  renewals: z.number().int(),
  /** Past due: when the failed charge is tried again (null when no try is left), and when the grace ends. */
  retryAt: z.string().nullable(),
  graceEndsAt: z.string().nullable(),
  /** When an admin's refund of one of its payments stopped it (then `lapsed`); null otherwise. */
  refundedAt: z.string().nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const mySubscriptionSchema = z.object({ subscription: subscriptionSchema.nullable() });
export type MySubscription = z.infer<typeof mySubscriptionSchema>;

/** Test mode only: move the reader's renewal clock ahead; renewals due by then are charged (or, asked so, fail). */
export const testClockInputSchema = z.object({
  days: z
    .number({ message: 'must be a number of days' })
    .int('must be a whole number of days')
    .min(1, 'must be at least 1')
    .max(400, 'must be at most 400'),
  renewalsFail: z.boolean({ message: 'must be true or false' }).optional(),
});

export const testClockAnswerSchema = z.object({
  now: z.string(),
  renewed: z.number().int(),
  failed: z.number().int(),
  lapsed: z.number().int(),
});

/** A renewing reader changes plan or period: it applies from the next charge, at the end of the paid period. */
export const changeRenewalInputSchema = z.object({ plan: paidPlanSchema, days: periodDaysSchema });
