import { z } from 'zod';
import { ARTICLE_STATUSES } from '../constants';

/**
 * A reader's copy of everything the site holds about them (docs/product.md#your-data): one JSON file, its
 * sections top-level keys. It never holds a password hash, a token, a key, an authenticator secret or backup
 * code, another reader's words, or what the editors note about a reader (docs/security.md#your-data-file).
 */
export const ACCOUNT_DATA_FORMAT = 'broadsheet-account-data';
export const ACCOUNT_DATA_VERSION = 1;

/** Every amount on the site is in US dollars. */
export const ACCOUNT_DATA_CURRENCY = 'USD' as const;

const time = z.iso.datetime();
const maybeTime = time.nullable();
/** An article's body in the editor's document format (docs/product.md#article-bodies). */
const documentSchema = z.looseObject({ type: z.literal('doc'), content: z.array(z.unknown()) });

export const accountProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailConfirmed: z.boolean(),
  /** The photo's address as stored: our own `/media/…`, or the address it was given from elsewhere. */
  photo: z.string().nullable(),
  bio: z.string().nullable(),
  showEmailWithArticles: z.boolean(),
  /** Whether the reader is mailed about comments on their articles. */
  commentMail: z.boolean(),
  role: z.string(),
  createdAt: time,
  premiumUntil: maybeTime,
  freeMonthTakenAt: maybeTime,
});

export const accountSubscriptionSchema = z.object({
  plan: z.string(),
  days: z.number().int(),
  amount: z.number(),
  currency: z.literal(ACCOUNT_DATA_CURRENCY),
  state: z.enum(['renewing', 'cancelled', 'past_due', 'lapsed']),
  /** Whether it renews by itself at the end of the period. */
  renews: z.boolean(),
  currentPeriodEnd: time,
  graceEndsAt: maybeTime,
  renewals: z.number().int(),
  startedAt: time,
});

export const accountNewsletterSchema = z.object({
  subscribed: z.boolean(),
  confirmed: z.boolean(),
  since: maybeTime,
  confirmedAt: maybeTime,
});

export const accountPasskeySchema = z.object({ name: z.string().nullable(), createdAt: maybeTime });

export const accountSessionSchema = z.object({
  /** The browser and system it signed in with ("Firefox on Windows"). */
  device: z.string(),
  /** The session the file was downloaded with. */
  current: z.boolean(),
  signedInAt: time,
  lastUsedAt: time,
  expiresAt: time,
});

export const accountArticleSchema = z.object({
  id: z.string(),
  title: z.string(),
  publisher: z.string(),
  tags: z.array(z.string()),
  /** The body as plain text. */
  description: z.string(),
  body: documentSchema.nullable(),
  image: z.string(),
  status: z.enum(ARTICLE_STATUSES),
  isPremium: z.boolean(),
  declineReason: z.string().nullable(),
  viewCount: z.number().int(),
  createdAt: time,
  updatedAt: time,
  publishAt: maybeTime,
  publishedAt: maybeTime,
});

export const accountDraftSchema = z.object({
  id: z.string(),
  title: z.string(),
  publisher: z.string(),
  tags: z.array(z.string()),
  image: z.string(),
  body: documentSchema.nullable(),
  createdAt: time,
  updatedAt: time,
});

/** An article a row names: its title only while it is live or the reader's own, else null. */
const articleTitle = z.string().nullable();

export const accountCommentSchema = z.object({
  id: z.string(),
  articleId: z.string(),
  articleTitle,
  text: z.string(),
  isReply: z.boolean(),
  /** Hidden: an editor took it off the page. */
  status: z.enum(['shown', 'hidden']),
  createdAt: time,
  editedAt: maybeTime,
});

export const accountPaymentSchema = z.object({
  id: z.string(),
  transactionId: z.string(),
  provider: z.string(),
  plan: z.string(),
  days: z.number().int(),
  amount: z.number(),
  currency: z.literal(ACCOUNT_DATA_CURRENCY),
  status: z.enum(['paid', 'refunded']),
  paidAt: time,
  refundedAt: maybeTime,
  premiumFrom: time,
  premiumUntil: time,
});

export const accountSavedArticleSchema = z.object({
  articleId: z.string(),
  title: articleTitle,
  savedAt: time,
});

export const accountGiftLinkSchema = z.object({
  id: z.string(),
  articleId: z.string(),
  articleTitle,
  createdAt: time,
  expiresAt: time,
  revokedAt: maybeTime,
  opens: z.number().int(),
});

export const accountDataSchema = z.object({
  format: z.literal(ACCOUNT_DATA_FORMAT),
  version: z.literal(ACCOUNT_DATA_VERSION),
  exportedAt: time,
  about: z.string(),
  profile: accountProfileSchema,
  subscription: accountSubscriptionSchema.nullable(),
  newsletter: accountNewsletterSchema,
  authenticatorApp: z.object({ on: z.boolean() }),
  passkeys: z.array(accountPasskeySchema),
  sessions: z.array(accountSessionSchema),
  articles: z.array(accountArticleSchema),
  drafts: z.array(accountDraftSchema),
  comments: z.array(accountCommentSchema),
  payments: z.array(accountPaymentSchema),
  savedArticles: z.array(accountSavedArticleSchema),
  giftLinks: z.array(accountGiftLinkSchema),
});
export type AccountData = z.infer<typeof accountDataSchema>;
