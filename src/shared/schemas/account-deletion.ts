import { z } from 'zod';

/**
 * Deleting one's account (docs/product.md#deleting-your-account): what becomes of the reader's published
 * articles, the password again (an account without one must have signed in within the last minutes), and
 * the account's address typed out, so that nothing deletes an account by a slip.
 */
export const ARTICLE_CHOICES = ['keep', 'remove'] as const;
export type ArticleChoice = (typeof ARTICLE_CHOICES)[number];

export const deleteAccountBodySchema = z.strictObject({
  articles: z.enum(ARTICLE_CHOICES, { message: 'must be "keep" or "remove"' }),
  password: z.string().max(128).optional(),
  confirmEmail: z.string({ message: 'is required' }).min(1, { message: 'is required' }).max(320),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountBodySchema>;

/** What was done: the account went (`deletedCount` 1), with how many articles were kept or removed. */
export const accountDeletedSchema = z.object({
  deletedCount: z.number().int(),
  articlesKept: z.number().int(),
  articlesRemoved: z.number().int(),
});
export type AccountDeleted = z.infer<typeof accountDeletedSchema>;
