/**
 * Every text the site shows its readers, in one module: the product's own texts word for word as it has
 * always shown them (docs/product.md), the rest grouped by where they appear.
 */
export { ACCOUNT_TEXTS } from './account';
export { ACCOUNT_API_TEXTS } from './api-accounts';
export { ARTICLE_API_TEXTS } from './api-articles';
export { ARTICLE_LIST_TEXTS } from './article-lists';
export { ARTICLE_TEXTS } from './articles';
export { CONTACT_MESSAGE_TEXTS } from './contact-messages';
export { MODERATION_TEXTS } from './moderation';
export { SITE_TEXTS } from './site';

export const MESSAGES = {
  notFoundTitle: 'Uh-oh!',
  notFoundText: 'We can not find that page.',
  goBack: 'Go Back',
  /** The error screen's page title, by what went wrong. */
  errorPageTitles: {
    notFound: 'Page not found',
    badAddress: 'Invalid address',
    failed: 'Something went wrong',
  },
  newsletterTitle: 'Subscribe to Our Newsletter',
  newsletterText: 'Stay up-to-date with the latest news and exclusive offers delivered to your inbox.',
  newsletterPlaceholder: 'Enter your email address',
  newsletterSuccess: 'Thank you for subscribing to our newsletter',
  noArticles: 'No Articles Available!',
  contactSuccess: 'Thank you — your message has reached our editors.',
  defaultUserName: 'User Name',
} as const;
