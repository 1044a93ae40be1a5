import { z } from 'zod';
import { PAID_PLAN_IDS, PERIOD_DAYS } from '../plans';
import { emailSchema, safeText } from './common';

/** A renewing period: 7, 30 or 365 days. */
export const periodDaysSchema = z.coerce
  .number({ message: 'must be 7, 30 or 365' })
  .int()
  .refine((value) => PERIOD_DAYS.includes(value as never), 'must be 7, 30 or 365');
export const paidPlanSchema = z.enum(PAID_PLAN_IDS, { message: 'must be premium or family' });
const days = periodDaysSchema;
const plan = paidPlanSchema;
/** Dollars as the client shows them; checked against the server's own amount. */
const dollars = z.coerce.number({ message: 'must be an amount in dollars' }).nonnegative().max(100_000);

/** `renew`: the reader chose, explicitly, to renew automatically at the end of each period (off unless sent). */
export const createIntentInputSchema = z.object({
  plan,
  days,
  price: dollars.optional(),
  renew: z.boolean({ message: 'must be true or false' }).optional(),
});
export const createIntentResponseSchema = z.object({
  clientSecret: z.string(),
  intentId: z.string(),
  amount: z.number(),
  provider: z.enum(['test', 'stripe']),
});

export const recordPaymentInputSchema = z.object({
  transactionId: safeText().trim().min(1, 'is required').max(200),
  plan,
  days,
  totalPrice: dollars,
  name: safeText().trim().max(120).optional(),
  email: safeText().trim().max(254).optional(),
  date: safeText().max(100).optional(),
});

/** What confirming a card in test mode answers when the card goes through. */
export const testCardConfirmedSchema = z.object({ status: z.literal('succeeded'), id: z.string() });

export const testCardInputSchema = z.object({
  clientSecret: safeText().min(1).max(300),
  card: z.object({
    number: safeText().trim().max(30),
    expMonth: z.coerce.number().int().min(1, 'is not a valid month').max(12, 'is not a valid month'),
    expYear: z.coerce.number().int().min(0).max(9999),
    cvc: safeText()
      .trim()
      .regex(/^\d{3,4}$/, 'must be 3 or 4 digits'),
  }),
  billing: z
    .object({ name: safeText().trim().max(120).optional(), email: safeText().trim().max(254).optional() })
    .optional(),
});

export const paymentSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  transactionId: z.string(),
  date: z.string(),
  totalPrice: z.number(),
  plan: z.string(),
  days: z.number().int(),
  premiumUntil: z.string(),
  /** When an admin refunded it, if one did. */
  refundedAt: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** An admin gives a reader premium free of charge: whom (their address) and for how many days. */
export const compInputSchema = z.object({
  email: emailSchema,
  days: z
    .number({ message: 'must be a number of days' })
    .int('must be a whole number of days')
    .min(1, 'must be at least 1')
    .max(365, 'must be at most 365'),
});

export const recordPaymentResponseSchema = z.object({ insertedId: z.string(), premiumUntil: z.string() });

/** Whether the signed-in reader has taken the free month (it can be taken once per account). */
export const freeMonthStatusSchema = z.object({ used: z.boolean(), usedAt: z.string().nullable() });
export type FreeMonthStatus = z.infer<typeof freeMonthStatusSchema>;

/** Whose payments a history lists: the reader's own address (any address, for an admin). */
export const paymentHistoryParamsSchema = z.object({ email: emailSchema });

/** What the Stripe webhook answers once it has read an event. */
export const stripeWebhookAnswerSchema = z.object({ received: z.literal(true) });
