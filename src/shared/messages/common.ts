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
  /** The newsletter block for a signed-in reader whose address is on the list already, and offline. */
  newsletterSubscribedTitle: 'You get our newsletter',
  newsletterSubscribedText: 'It comes to your account’s address, and every issue has a link to stop it.',
  newsletterAwaitingText:
    'We sent a confirmation link to your address. The newsletter starts once you open it.',
  newsletterManage: 'Manage it on your profile',
  newsletterOffline: 'You are offline. Subscribe once you are back online.',
  noArticles: 'No Articles Available!',
  contactSuccess: 'Thank you — your message has reached our editors.',
  defaultUserName: 'User Name',
} as const;
