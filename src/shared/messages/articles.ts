/** Listing, searching and reading articles on the client; writing them is in ./article-writing.ts. */
export const ARTICLE_TEXTS = {
  all: {
    title: 'All Articles',
    intro: 'Every approved article, newest first. Search, or narrow the list by publisher and tag.',
    allPublishers: 'All publishers',
    tag: 'Tag',
    allTags: 'All tags',
    applyFilters: 'Apply filters',
    clearSearch: 'Clear search',
    noMatch: 'Nothing matched your search. Try other words.',
    what: 'the articles',
    loading: 'Loading articles',
    count: (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'article' : 'articles'}`,
  },
  search: {
    title: 'Search',
    label: 'Search articles',
    placeholder: 'Words from a title or story',
    button: 'Search',
    prompt: 'Type a few words to search every published article.',
    busy: 'Searching…',
    what: 'the search results',
    failed: 'The search did not work.',
    loading: 'Searching',
    count: (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'result' : 'results'}`,
  },
  premium: {
    title: 'Premium Articles',
    intro:
      'Our in-depth reporting for subscribers. Everyone can read the opening; a subscription unlocks the rest.',
    count: (n: number) => `${n.toLocaleString('en-US')} premium ${n === 1 ? 'article' : 'articles'}`,
    what: 'the premium articles',
    loading: 'Loading premium articles',
    home: 'Go to Home',
    all: 'All Articles',
  },
  recent: {
    title: 'Recent Articles',
    loading: 'Loading recent articles',
    what: 'the recent articles',
    topStories: 'Top stories',
    loadingTopStories: 'Loading top stories',
    /** The link under the home page's recent articles to the whole list; screen readers hear "See all recent articles". */
    seeAll: 'See all',
    seeAllHidden: ' recent articles',
  },
  /** Reading: the article page, its paywall and sign-in box, the cards and the home page's slider. */
  view: {
    tagsLabel: 'Tags',
    signInBox: {
      title: 'Sign in to read the full article',
      text: 'Reading whole articles is free for registered readers. Sign in, or create an account in a minute.',
      signIn: 'Sign in',
      register: 'Register',
    },
    paywall: {
      title: 'This is a Premium article',
      text: 'The rest of this article is for subscribers. A subscription unlocks every premium article for as long as it runs.',
      plans: 'See the plans',
      /** What a subscription costs, under the paywall's text. */
      price: (month: string, week: string, year: string) =>
        `Premium costs ${month} for 30 days, ${week} for 7 days or ${year} for a year. Every account can also take one free month, with no card.`,
      payment: 'Payment page',
    },
    /** A visitor on a premium article: it needs a subscription (and a sign-in, for who already has one). */
    premiumSignInBox: {
      title: 'This is a Premium article',
      text: 'The rest of this article is for subscribers. Subscribe to read it and every other premium article, or sign in if you already have a subscription.',
      subscribe: 'Subscribe',
      signIn: 'Sign in',
    },
    /** What the author (or an editor) sees on an article readers cannot see yet. */
    reviewStatus: {
      label: 'Review status',
      pending: 'Pending review',
      pendingText: 'Readers cannot see this article until an editor approves it.',
      declined: 'Declined',
      declinedText: 'An editor declined this article, so readers cannot see it.',
      reasonLead: 'The editors asked for changes:',
      edit: 'Edit article',
      resubmit: 'Edit & resubmit',
    },
    views: (n: number) => (n === 1 ? 'view' : 'views'),
    /** Before the time an approved edit last changed the article. */
    updated: 'Updated',
    viewsLabel: 'Views',
    related: 'Related articles',
    relatedLoading: 'Loading related articles',
    readMore: 'Read More',
    explore: 'Explore Now',
  },
  /** Under an empty list that was searched or filtered: what to try, and the way back to everything. */
  emptyHelp: {
    tipsLabel: 'Tips',
    spelling: 'Check the spelling, or try fewer or more general words.',
    filters: 'Clear the filters to look in every section, publisher and date.',
    clearFilters: 'Clear filters',
    signInToWrite: 'Log in to write articles',
  },
  /** A search or count line: `for “words”`. */
  forQuery: 'for',
  /** Under a search's count when it matched more articles than a search ranks. */
  newestMatches: (n: number) =>
    `More articles match: these are the newest ${n.toLocaleString('en-US')}, best first. Narrow the search by section, publisher or date to reach older ones.`,
  updating: 'Updating…',
} as const;
