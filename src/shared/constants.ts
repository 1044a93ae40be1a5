/** Product constants shared by the server and the client (docs/product.md). */

export const DEFAULT_SITE_NAME = 'Broadsheet';

export const TAGS = [
  'sports',
  'entertainment',
  'education',
  'Science & Technology',
  'business',
  'culture',
  'lifestyle',
] as const;
export type Tag = (typeof TAGS)[number];

/** The twelve publishers (docs/product.md#articles). The Daily Telegraph is labelled UK everywhere. */
export const PUBLISHERS = [
  { name: 'The New York Times', country: 'USA' },
  { name: 'The Washington Post', country: 'USA' },
  { name: 'The Guardian', country: 'UK' },
  { name: 'The Wall Street Journal', country: 'USA' },
  { name: 'Los Angeles Times', country: 'USA' },
  { name: 'Chicago Tribune', country: 'USA' },
  { name: 'USA Today', country: 'USA' },
  { name: 'The Times of India', country: 'India' },
  { name: 'The Sydney Morning Herald', country: 'Australia' },
  { name: 'The Daily Telegraph', country: 'UK' },
  { name: 'Le Monde', country: 'France' },
  { name: 'El País', country: 'Spain' },
] as const;

export const ARTICLE_STATUSES = ['pending', 'approve', 'declined'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

export const PREMIUM = 'Premium';
export const NOT_PREMIUM = 'Make Premium';
export type IsPremium = typeof PREMIUM | typeof NOT_PREMIUM;

export const CARD_PREVIEW_LENGTH = 100;
export const HERO_PREVIEW_LENGTH = 200;
/** How much of a premium body non-subscribers receive. */
export const PREMIUM_PREVIEW_LENGTH = 280;

/**
 * The class of the element that holds the paid part of a premium article's body: what follows the blocks of
 * the preview anyone may read. It is the part search engines are told is for subscribers (Google's
 * paywalled-content markup, in the page's JSON-LD); a reader without access is sent no such element.
 */
export const PAYWALLED_CLASS = 'paywalled';

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;
export const TOTAL_COUNT_HEADER = 'x-total-count';
/**
 * How many matches a search ranks and pages through: the newest this many, best first
 * (docs/decisions/0023-search-ranks-the-newest-matches.md). Older matches are reached by narrowing the search.
 */
export const SEARCH_RESULTS_MAX = 1000;

export const ACCESS_TOKEN_KEY = 'access-token';

export const TIMINGS = {
  heroAutoplayMs: 2500,
  countUpSeconds: 2,
  logoutPopupMs: 2000,
  profileSuccessMs: 2000,
  adminAlertMs: 1500,
  revealMs: 2000,
  typewriter: { typeSpeed: 70, deleteSpeed: 50, delaySpeed: 1000 },
} as const;

export const SUBSCRIPTION_PERIODS = [
  { days: 7, label: '7 days' },
  { days: 30, label: '30 days' },
  { days: 365, label: '1 year' },
] as const;

export const PLAN_FEATURES = ['unlimited access', 'priority support', 'free updates'] as const;

/** Plans are fixed; a plan's price is per 30 days (docs/product.md#subscriptions-and-payments). */
export const PLANS = [
  { id: 'free', title: 'Premium Plan', name: 'Free', description: 'free now 1 month', price: 0 },
  { id: 'premium', title: 'Premium Plan', name: 'Premium', description: 'get premium due', price: 29.99 },
  { id: 'family', title: 'Premium Plan', name: 'Family', description: 'get premium Family', price: 40.99 },
] as const;
export type Plan = (typeof PLANS)[number];

export const FAQ = [
  {
    question: 'How often is the news updated?',
    answer:
      'Broadsheet is a 24/7 news site: our publishers file stories around the clock, and new articles appear as soon as our editors approve them.',
  },
  {
    question: 'What categories of news do you cover?',
    answer: `We cover seven topics, and every article is tagged with at least one of them: ${TAGS.slice(0, -1).join(', ')} and ${TAGS.at(-1)}. You can filter by topic on the All Articles page.`,
  },
  {
    question: 'How can I get the news delivered to me?',
    answer:
      'Sign up for our newsletter at the bottom of any page: we send you an e-mail with a link to confirm your address, and every newsletter after that carries a link to unsubscribe whenever you like; registered readers can also switch it on or off in their profile. New stories also appear on the home page and under All Articles as soon as our editors approve them.',
  },
  {
    question: 'Can I send a news tip or submit an article?',
    answer:
      'Yes. Send reader tips and article submissions through our Contact Us page, or register and write an article yourself; our editors review every submission.',
  },
  {
    question: 'Do you have a mobile app?',
    answer:
      'Broadsheet installs from your browser, with nothing to download from a store: on Android, choose Install app in Chrome (or in our footer); on an iPhone or iPad, tap Share in Safari, then Add to Home Screen. The installed app opens like any other, keeps the pages you have read for when you have no connection, lets you save articles to read later (they are kept on your device, so they open offline too) and uses the same account and subscription as the website.',
  },
] as const;

export const SOCIAL_LINKS = [
  { label: 'Facebook', href: 'https://www.facebook.com/' },
  { label: 'Twitter', href: 'https://twitter.com/' },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/' },
] as const;

/**
 * The service worker's caches (service-worker.config.ts), which the pages read (the offline banner's time)
 * and empty on sign-in and sign-out: visitors' pages, pictures, and a mark that a reader is signed in here
 * (so the worker waits for the network rather than show them a visitor's copy while online).
 */
export const WORKER_CACHES = {
  pages: 'broadsheet-pages',
  images: 'broadsheet-images',
  signedIn: 'broadsheet-signed-in',
} as const;

/**
 * Where the saved articles' copies live on the device (src/client/lib/saved-copies.ts): a Cache Storage
 * cache per reader (the prefix, then the reader's id), and in localStorage whose copies they are and when
 * they were last brought up to date.
 */
export const DEVICE_COPIES = {
  cachePrefix: 'broadsheet-saved-copies:',
  readerKey: 'broadsheet-offline-reader',
  refreshedKey: 'broadsheet-saved-copies-refreshed',
} as const;

/** Saved articles: at most this many articles are asked about at once (a page of cards). */
export const SAVED_STATES_MAX = 60;
