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
