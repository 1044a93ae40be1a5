/**
 * Gift links' limits (docs/product.md#gift-links), on their own so the browser reads them without the schemas
 * the server checks with (src/shared/schemas/gift-links.ts).
 */
/** How many articles a subscriber may give in a calendar month (UTC), withdrawn gifts included. */
export const GIFT_LINKS_PER_MONTH = 10;
/** How long a gift link opens its article. */
export const GIFT_LINK_DAYS = 7;
/** The query parameter that carries a gift link's token on an article's address. */
export const GIFT_PARAM = 'gift';
