import { z } from 'zod';
import { emailSchema, safeText } from './common';

export const CONTACT_TOPICS = ['tip', 'submission', 'feedback', 'other'] as const;
export const CONTACT_TOPIC_LABELS: Record<(typeof CONTACT_TOPICS)[number], string> = {
  tip: 'News tip',
  submission: 'Article submission',
  feedback: 'Feedback',
  other: 'Something else',
};

export const contactMessageInputSchema = z.object({
  name: safeText({ message: 'is required' }).trim().min(1, 'is required').max(120, 'is too long'),
  email: emailSchema,
  topic: z.enum(CONTACT_TOPICS, { message: 'must be one of the listed topics' }),
  message: safeText({ message: 'is required' })
    .trim()
    .min(10, 'must be at least 10 characters')
    .max(5000, 'must be at most 5000 characters'),
});
export type ContactMessageInput = z.infer<typeof contactMessageInputSchema>;
