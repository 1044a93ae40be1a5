import { z } from 'zod';
import { emailSchema, safeText } from './common';

export const newsletterSubscribeSchema = z.object({ email: emailSchema });
export type NewsletterSubscribeInput = z.infer<typeof newsletterSubscribeSchema>;

export const newsletterSubscribeResponseSchema = z.object({ subscribed: z.literal(true) });

export const newsletterUnsubscribeQuerySchema = z.object({
  token: safeText().trim().min(16, 'is not a valid unsubscribe link').max(128),
});
