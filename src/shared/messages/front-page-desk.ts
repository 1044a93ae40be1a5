/** The editors' front-page controls and the server's answers about them (docs/product.md#front-page). */
export const FRONT_PAGE_DESK_TEXTS = {
  api: {
    leadNotLive:
      'Only a published article can lead the front page: approve this article first (pending and declined articles are not shown to readers).',
    articleIdField: 'must be the id of a published article',
  },
  controls: {
    heading: 'Front page',
    isLead: 'This article leads the front page.',
    makeLead: 'Make lead story',
    clearLead: 'Remove from lead',
    /** The dashboard list's mark on the article that leads the front page. */
    leadBadge: 'Lead story',
    leadOnlyLive: 'Only a published article can lead the front page.',
    markLive: 'Mark as Live',
    unmarkLive: 'Remove Live label',
    liveNote: 'Readers see a red “Live” label on its card and page while the story is running.',
    leadSet: 'The article now leads the front page.',
    leadCleared: 'The front page has no lead story now.',
    liveSet: 'The article is marked as Live.',
    liveCleared: 'The Live label is removed.',
    failed: 'The front page could not be changed. Try again.',
  },
} as const;
