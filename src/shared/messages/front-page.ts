/**
 * What readers read of the front page's judgement (docs/product.md#front-page). The editors' and the
 * server's texts are in front-page-desk.ts, kept out of the readers' pages.
 */
export const FRONT_PAGE_TEXTS = {
  /** The red label of a running story, on its card, the lead and its page. */
  live: 'Live',
} as const;
