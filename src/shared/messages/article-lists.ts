/** The reading pages' lists of articles: filters that do not exist, and pages past the last one. */
export const ARTICLE_LIST_TEXTS = {
  unknownTag: (tag: string) => `There is no tag “${tag}”, so articles with any tag are shown.`,
  unknownPublisher: (publisher: string) =>
    `There is no publisher “${publisher}”, so articles from every publisher are shown.`,
  /** A page number past the list's last page (typed, or an old link). */
  noSuchPage: (page: number, pages: number) =>
    `There is no page ${page.toLocaleString('en-US')}; there ${
      pages === 1 ? 'is 1 page' : `are ${pages.toLocaleString('en-US')} pages`
    }.`,
  lastPage: (pages: number) => (pages === 1 ? 'Go to page 1' : `Go to the last page (${pages})`),
} as const;
