/**
 * Every code the server sends in the `code` field of its error answers, in one closed list: the server's
 * `AppError` accepts only these, and the client switches on them (never on message text).
 */
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
  /** A 403 that asks a member of staff to add a second step (an authenticator app or a passkey) first. */
  SECOND_STEP_REQUIRED: 'SECOND_STEP_REQUIRED',

  // Addresses and bodies the request guard refuses before any route runs (docs/security.md).
  NON_CANONICAL_PATH: 'NON_CANONICAL_PATH',
  INVALID_URL_ENCODING: 'INVALID_URL_ENCODING',
  INVALID_CHARACTERS: 'INVALID_CHARACTERS',
  BODY_TOO_DEEP: 'BODY_TOO_DEEP',
  BODY_TOO_WIDE: 'BODY_TOO_WIDE',

  // Accounts and identity.
  /** The only admin cannot give up the role. */
  LAST_ADMIN: 'LAST_ADMIN',
  /** A password our rules refuse (sign-up, reset, change). */
  PASSWORD_RULE: 'PASSWORD_RULE',
  /** The identity library's codes for passwords outside its length limits and for a spent reset link. */
  PASSWORD_TOO_SHORT: 'PASSWORD_TOO_SHORT',
  PASSWORD_TOO_LONG: 'PASSWORD_TOO_LONG',
  INVALID_TOKEN: 'INVALID_TOKEN',
  /** The identity library's answer to a wrong current password when changing it. */
  INVALID_PASSWORD: 'INVALID_PASSWORD',
  /** A sensitive change asked of an account without a password long after it signed in: sign in again. */
  SIGN_IN_AGAIN: 'SIGN_IN_AGAIN',
  /** The identity library's answers at the second step: a wrong code, a wrong or used backup code, a
   * second-step cookie that ran out (sign in again), too many wrong codes (for a while). */
  INVALID_CODE: 'INVALID_CODE',
  INVALID_BACKUP_CODE: 'INVALID_BACKUP_CODE',
  INVALID_TWO_FACTOR_COOKIE: 'INVALID_TWO_FACTOR_COOKIE',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE',
  ACCOUNT_TEMPORARILY_LOCKED: 'ACCOUNT_TEMPORARILY_LOCKED',

  // Articles.
  /** A draft saved from another window since the version a save was based on (docs/product.md#drafts). */
  DRAFT_CONFLICT: 'DRAFT_CONFLICT',
  /** An editor's decision on a version of the article that is no longer the one in review (409). */
  ARTICLE_CHANGED: 'ARTICLE_CHANGED',
  /** An approval without the version it was made on, of content changed since it was sent for review (428). */
  VERSION_REQUIRED: 'VERSION_REQUIRED',

  // Gift links.
  /** A subscriber has given as many articles as a month allows (429). */
  GIFT_LIMIT_REACHED: 'GIFT_LIMIT_REACHED',

  // Publishers.
  PUBLISHER_EXISTS: 'PUBLISHER_EXISTS',
  /** A publisher that articles still name cannot be removed (409). */
  PUBLISHER_IN_USE: 'PUBLISHER_IN_USE',

  // Payments.
  AMOUNT_MISMATCH: 'AMOUNT_MISMATCH',
  PAYMENT_NOT_FOUND: 'PAYMENT_NOT_FOUND',
  PAYMENT_NOT_CONFIRMED: 'PAYMENT_NOT_CONFIRMED',
  FREE_PLAN_USED: 'FREE_PLAN_USED',
  /** Card refusals of the test-mode provider (402), shown under the card form. */
  CARD_DECLINED: 'CARD_DECLINED',
  INSUFFICIENT_FUNDS: 'INSUFFICIENT_FUNDS',
  INVALID_NUMBER: 'INVALID_NUMBER',
  EXPIRED_CARD: 'EXPIRED_CARD',
  PAYMENT_INTENT_UNEXPECTED_STATE: 'PAYMENT_INTENT_UNEXPECTED_STATE',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** Codes the client gives failures that never reached the server or carried no code. */
export const CLIENT_ERROR_CODES = {
  NETWORK_ERROR: 'NETWORK_ERROR',
  INVALID_PATH: 'INVALID_PATH',
  UNKNOWN: 'ERROR',
} as const;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[keyof typeof CLIENT_ERROR_CODES];

const KNOWN = new Set<string>(Object.values(ERROR_CODES));

/** Whether a code read from an answer is one of ours (a foreign code is treated as unknown). */
export const isErrorCode = (code: unknown): code is ErrorCode => typeof code === 'string' && KNOWN.has(code);
