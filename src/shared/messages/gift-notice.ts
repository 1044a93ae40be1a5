/** What a gift link on an article's address came to, said above the article (docs/product.md#gift-links). */
export const GIFT_NOTICE_TEXTS = {
  open: 'A subscriber gave you this article. The gift link opens it until',
  expired: 'This gift link has expired, so the article shows its preview only.',
  withdrawn: 'The subscriber withdrew this gift link, so the article shows its preview only.',
  invalid: 'This gift link is not valid, so the article shows its preview only.',
} as const;
