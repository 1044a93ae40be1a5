const articles = (n: number) => `${n.toLocaleString('en-US')} free ${n === 1 ? 'article' : 'articles'}`;
const premium = (n: number) => `${n.toLocaleString('en-US')} premium ${n === 1 ? 'article' : 'articles'}`;

/**
 * The meter (docs/product.md#the-meter): what the page says once the meter has decided, in the article page's
 * own part that loads on its own; the one line an opened article carries is in meter-notice.ts.
 */
export const METER_TEXTS = {
  wall: (allowance: number) => `You have read your ${articles(allowance)} this month.`,
  resets: 'More free articles on',
  register: (n: number) => `Register for free to read ${premium(n)} a month.`,
  registerLink: 'Register for free',
  signIn: 'Sign in',
  checking: 'Checking your free articles…',
  settings: {
    title: 'Free articles',
    intro:
      'Readers without a subscription may read a number of premium articles free each month, and visitors a number of articles without signing in. 0 turns either off. A change reaches every page within a minute.',
    registered: 'Premium articles a month for registered readers',
    visitors: 'Articles a month for visitors who have not signed in',
    save: 'Save',
    saving: 'Saving…',
    saved: 'Saved. Readers follow the new numbers within a minute.',
    failed: 'The settings could not be saved. Please try again.',
    what: 'the free-article settings',
    range: 'Enter a whole number from 0 to 100.',
  },
} as const;
