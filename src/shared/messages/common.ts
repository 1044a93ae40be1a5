/** The texts common to the whole product: the not-found screen, the newsletter, the reader's default name. */
export const MESSAGES = {
  notFoundTitle: 'Uh-oh!',
  notFoundText: 'We can not find that page.',
  goBack: 'Go Back',
  /** On the error screen when the failure was ours, not the address's: the same page, loaded again. */
  tryAgain: 'Try again',
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
