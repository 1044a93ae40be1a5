import { z } from 'zod';
import { safeText } from './common';

/** The most articles one issue carries. */
export const ISSUE_MAX_ARTICLES = 20;

export const newsletterIssueStateSchema = z.enum(['draft', 'scheduled', 'sending', 'sent']);
export type NewsletterIssueState = z.infer<typeof newsletterIssueStateSchema>;

/** What an editor writes: the subject, a few words of introduction, and the articles (or "everything new"). */
export const newsletterIssueInputSchema = z
  .object({
    subject: safeText({ message: 'is required' })
      .trim()
      .min(1, 'is required')
      .max(150, 'must be at most 150 characters'),
    intro: safeText().trim().max(2000, 'must be at most 2,000 characters').default(''),
    articleIds: z
      .array(z.uuid({ message: 'must be article ids' }))
      .max(ISSUE_MAX_ARTICLES, `must be at most ${ISSUE_MAX_ARTICLES} articles`)
      .default([]),
    /** Every article approved since the last issue, instead of a pick. */
    sinceLastIssue: z.boolean().default(false),
  })
  .strict();
export type NewsletterIssueInput = z.input<typeof newsletterIssueInputSchema>;

/** When to send: now (nothing given) or at a moment to come. */
export const newsletterSendInputSchema = z
  .object({ sendAt: z.iso.datetime({ offset: true, message: 'must be a date and time' }).optional() })
  .strict();

/** How many of an issue's messages are waiting, delivered, or not delivered. */
export const newsletterIssueCountsSchema = z.object({
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
});

export const newsletterIssueArticleSchema = z.object({
  id: z.string(),
  title: z.string(),
  isPremium: z.boolean(),
});

export const newsletterIssueSchema = z.object({
  id: z.string(),
  subject: z.string(),
  intro: z.string(),
  state: newsletterIssueStateSchema,
  articles: z.array(newsletterIssueArticleSchema),
  sendAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
  counts: newsletterIssueCountsSchema,
  /** Until it is sent: how many it would reach if sent now (confirmed subscribers whose address works). */
  recipients: z.number().int().optional(),
});
export type NewsletterIssue = z.infer<typeof newsletterIssueSchema>;

export const newsletterPreviewSchema = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export type NewsletterPreview = z.infer<typeof newsletterPreviewSchema>;

/** Where a test of an issue went: the editor's own address. */
export const newsletterTestSentSchema = z.object({ sentTo: z.string() });

/** An approved article an editor may pick. */
export const newsletterCandidateSchema = z.object({
  id: z.string(),
  title: z.string(),
  isPremium: z.boolean(),
  createdAt: z.string(),
});
export type NewsletterCandidate = z.infer<typeof newsletterCandidateSchema>;

/** A sent issue as the public web version shows it: teasers and links, never a premium body. */
export const publicNewsletterIssueSchema = z.object({
  id: z.string(),
  subject: z.string(),
  intro: z.string(),
  sentAt: z.string(),
  articles: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      teaser: z.string(),
      isPremium: z.boolean(),
      image: z.string(),
    }),
  ),
});
export type PublicNewsletterIssue = z.infer<typeof publicNewsletterIssueSchema>;
