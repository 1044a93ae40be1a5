import { z } from 'zod';
import { emailSchema, safeText } from './common';

export const newsletterSubscribeSchema = z.object({ email: emailSchema });
export type NewsletterSubscribeInput = z.infer<typeof newsletterSubscribeSchema>;

export const newsletterSubscribeResponseSchema = z.object({ subscribed: z.literal(true) });

export const newsletterUnsubscribeQuerySchema = z.object({
  token: safeText().trim().min(16, 'is not a valid unsubscribe link').max(128),
});

/** Always `unsubscribed: true` for a well-formed token: the address is not on the list, whichever token it was (docs/security.md). */
export const newsletterUnsubscribeAnswerSchema = z.object({ unsubscribed: z.boolean() });

/** What following a confirmation link did: confirmed now, confirmed before, too late, or not a link of ours. */
export const newsletterConfirmResultSchema = z.enum(['confirmed', 'already-confirmed', 'expired', 'invalid']);
export type NewsletterConfirmResult = z.infer<typeof newsletterConfirmResultSchema>;

export const newsletterConfirmAnswerSchema = z.object({ result: newsletterConfirmResultSchema });

/**
 * What a confirmation link is, looked at without acting on it: waiting for its reader's button
 * (`unconfirmed`), used already, too late, or not a link of ours.
 */
export const newsletterConfirmLinkSchema = z.object({
  result: z.enum(['unconfirmed', 'already-confirmed', 'expired', 'invalid']),
});
export type NewsletterConfirmLink = z.infer<typeof newsletterConfirmLinkSchema>['result'];

export const newsletterConfirmQuerySchema = z.object({
  token: safeText().trim().min(1, 'is required').max(256, 'is not a valid confirmation link'),
});

/** A registered reader's newsletter: on or off, and whether the address is confirmed. */
export const newsletterSubscriptionSchema = z.object({ subscribed: z.boolean(), confirmed: z.boolean() });
export type NewsletterSubscription = z.infer<typeof newsletterSubscriptionSchema>;

export const newsletterSubscriptionInputSchema = z.object({ subscribed: z.boolean() });
