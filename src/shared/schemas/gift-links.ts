import { z } from 'zod';

/** A gift link as its sender sees it on their account page, with the address to pass on. */
export const giftLinkSchema = z.object({
  _id: z.string(),
  articleId: z.string(),
  articleTitle: z.string(),
  /** The whole address to pass on: the article's page with the signed token. */
  url: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** When the sender withdrew it; absent while it stands. */
  revokedAt: z.string().optional(),
  /** How many times it was opened (never by whom). */
  opens: z.number().int(),
});
export type GiftLink = z.infer<typeof giftLinkSchema>;

/** A subscriber's gift links (the most recent first) and how many more they may give this month. */
export const giftLinksSchema = z.object({
  quota: z.number().int(),
  remaining: z.number().int(),
  /** When the month's allowance starts again. */
  resetsAt: z.string(),
  links: z.array(giftLinkSchema),
});
export type GiftLinks = z.infer<typeof giftLinksSchema>;

/** A new gift link, and how many more its sender may give this month. */
export const newGiftLinkSchema = z.object({ link: giftLinkSchema, remaining: z.number().int() });

/**
 * What a gift link on an article's address came to: it opened the article (until `expiresAt`), or it was too
 * old, withdrawn by its sender, or not a link Broadsheet made for this article.
 */
export const giftStateSchema = z.object({
  state: z.enum(['open', 'expired', 'withdrawn', 'invalid']),
  expiresAt: z.string().optional(),
});
export type GiftState = z.infer<typeof giftStateSchema>;

/** The article's query: a gift link's token (any text: one that is not a gift's opens nothing). */
export const articleQuerySchema = z.object({
  gift: z.string().max(200, { message: 'is not a gift link' }).optional(),
});
