/**
 * What helps a reader choose what to read next and pass it on: reading time, "Most read this week", more
 * from the same section, and sharing. Kept apart so the home page loads only these few texts.
 */
export const READING_TEXTS = {
  /** A card's and an article's estimate, at about 230 words a minute. */
  readingTime: (minutes: number) => `${minutes} min read`,
  /** A card's link to the article's comments. */
  comments: (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'comment' : 'comments'}`,
  mostRead: {
    title: 'Most read this week',
    /** When nothing was read this week: the most read ever, said as such. */
    allTimeTitle: 'Most read of all time',
    loading: 'Loading the most read articles',
    what: 'the most read articles',
    empty: 'Nothing has been read this week yet.',
    views: (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'view' : 'views'}`,
  },
  moreIn: {
    title: (section: string) => `More in ${section}`,
    seeAll: (section: string) => `See all in ${section}`,
  },
  share: {
    title: 'Share this article',
    native: 'Share…',
    copy: 'Copy link',
    copied: 'Link copied.',
    copyFailed: 'The link could not be copied; copy it from the address bar.',
    email: 'E-mail',
    x: 'X',
    facebook: 'Facebook',
    linkedIn: 'LinkedIn',
    whatsApp: 'WhatsApp',
    /** What a link opening another site tells screen readers. */
    newTab: '(opens in a new tab)',
  },
} as const;
