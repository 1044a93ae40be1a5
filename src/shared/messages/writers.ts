/**
 * Texts of a writer's own screens (the profile form, My Articles) that the home page never shows: kept
 * apart from account.ts and articles.ts, which every page loads through index.ts.
 */
export const WRITER_TEXTS = {
  /** Under the bio while it is typed: how much of its room is used. */
  bioCount: (used: number, max: number) =>
    used > max ? `${used - max} characters too many (${max} at most)` : `${used} of ${max} characters`,
  /** A live article whose edit waits for the editors: readers keep the published version meanwhile. */
  editInReview: 'Edit in review',
  editInReviewNote: 'Readers see the published version until the editors approve your edit.',
} as const;
