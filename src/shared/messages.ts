/** User-facing texts, word for word as the product has always shown them (docs/product.md). */
export const MESSAGES = {
  notFoundTitle: 'Uh-oh!',
  notFoundText: 'We can not find that page.',
  goBack: 'Go Back',
  newsletterTitle: 'Subscribe to Our Newsletter',
  newsletterText: 'Stay up-to-date with the latest news and exclusive offers delivered to your inbox.',
  newsletterPlaceholder: 'Enter your email address',
  newsletterSuccess: 'Thank you for subscribing to our newsletter',
  noArticles: 'No Articles Available!',
  contactSuccess: 'Thank you — your message has reached our editors.',
  defaultUserName: 'User Name',
} as const;

/** Error codes the server sends in the `code` field of the error contract; the client switches on these. */
export const ERROR_CODES = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  NOT_FOUND: 'NOT_FOUND',
  ROUTE_NOT_FOUND: 'ROUTE_NOT_FOUND',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  INVALID_IMAGE: 'INVALID_IMAGE',
  RATE_LIMITED: 'RATE_LIMITED',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  INTERNAL: 'INTERNAL',
  /** A 403 that asks the reader to confirm their e-mail address first; it does not sign them out. */
  EMAIL_NOT_VERIFIED: 'EMAIL_NOT_VERIFIED',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
