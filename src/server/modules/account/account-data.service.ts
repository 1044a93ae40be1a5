import { Readable } from 'node:stream';
import type { ArticleStatus } from '@shared/constants';
import { ACCOUNT_DATA_TEXTS as TEXTS } from '@shared/messages/account-data';
import { ACCOUNT_API_TEXTS } from '@shared/messages/api-accounts';
import type { RichDoc } from '@shared/rich-text/types';
import {
  ACCOUNT_DATA_CURRENCY,
  ACCOUNT_DATA_FORMAT,
  ACCOUNT_DATA_VERSION,
  type AccountData,
} from '@shared/schemas/account-data';
import type { Db } from '../../db/client';
import { everyPage } from '../../db/paged';
import { notFound } from '../../lib/errors';
import { describeUserAgent } from '../../lib/user-agent';
import type { Viewer } from '../../types';
import { createArticleDraftsRepository } from '../articles/article-drafts.repository';
import { createArticlesByAuthorRepository } from '../articles/articles-by-author.repository';
import { createSessionsRepository } from '../auth/sessions.repository';
import { createCommentModerationRepository } from '../comments/comment-moderation.repository';
import { createCommentsRepository } from '../comments/comments.repository';
import { createGiftLinksRepository } from '../gift-links/gift-links.repository';
import { createNewsletterRepository } from '../newsletter/newsletter.repository';
import { createPaymentsRepository } from '../payments/payments.repository';
import { createSubscriptionsRepository } from '../payments/subscriptions.repository';
import { toSubscriptionDto } from '../payments/subscriptions.service';
import { createSavedRepository } from '../saved/saved.repository';
import { createUsersRepository } from '../users/users.repository';

/**
 * How much of a reader's data is held at once. The lists are read a page at a time and written out as the
 * download takes them, so a reader with thousands of articles or comments never sits whole in memory: at
 * most a page of articles (each body up to 50,000 characters) and a page of the smaller rows.
 */
const ARTICLES_PAGE = 20;
const ROWS_PAGE = 200;
/**
 * Sessions and passkeys are few; these caps only bound a pathological account. Sessions are the unexpired
 * ones; ended sessions are not kept.
 */
const SESSIONS_MAX = 100;
const PASSKEYS_MAX = 100;

/** The file's sections: each list may be a sequence read as it is written. */
type Sections = {
  [K in keyof AccountData]: AccountData[K] extends readonly (infer R)[]
    ? AsyncIterable<R> | R[]
    : AccountData[K];
};

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);
const dollars = (cents: number) => cents / 100;
/** An article's body in the editor's document format, as the file holds it. */
const documentOf = (body: RichDoc | null) => (body ? { ...body } : null);

/** A value as the file writes it under a key of `depth` levels: indented by two spaces a level. */
const written = (value: unknown, depth: number) =>
  JSON.stringify(value, null, 2).replaceAll('\n', `\n${'  '.repeat(depth)}`);

/** The file as text, key by key and row by row, as the download takes it. */
async function* fileText(sections: Sections): AsyncGenerator<string> {
  let first = true;
  for (const [key, value] of Object.entries(sections)) {
    yield `${first ? '{' : ','}\n  ${JSON.stringify(key)}: `;
    first = false;
    if (value === null || typeof value !== 'object' || !(Symbol.asyncIterator in value)) {
      yield written(value, 1);
      continue;
    }
    let rows = 0;
    for await (const row of value as AsyncIterable<unknown>) {
      yield `${rows === 0 ? '[' : ','}\n    ${written(row, 2)}`;
      rows += 1;
    }
    yield rows === 0 ? '[]' : '\n  ]';
  }
  yield '\n}\n';
}

/**
 * A reader's copy of everything the site holds about them (docs/product.md#your-data), one JSON file. It is
 * made of what each owning module reads for the reader alone, and never holds a password hash, a token, a
 * key, an authenticator secret or backup code, another reader's words, or the editors' notes about the
 * reader (docs/security.md#your-data-file).
 */
export function createAccountDataService(db: Db) {
  const users = createUsersRepository(db);
  const articles = createArticlesByAuthorRepository(db);
  const drafts = createArticleDraftsRepository(db);
  const comments = createCommentsRepository(db);
  const commentSettings = createCommentModerationRepository(db);
  const payments = createPaymentsRepository(db);
  const subscriptions = createSubscriptionsRepository(db);
  const newsletter = createNewsletterRepository(db);
  const saved = createSavedRepository(db);
  const gifts = createGiftLinksRepository(db);
  const security = createSessionsRepository(db);

  async function* articleRows(authorId: string) {
    for await (const row of everyPage(ARTICLES_PAGE, (cursor, size) => articles.page(authorId, cursor, size)))
      yield {
        id: row.id,
        title: row.title,
        publisher: row.publisher,
        tags: row.tags,
        description: row.description,
        body: documentOf(row.body),
        image: row.image,
        status: row.status as ArticleStatus,
        isPremium: row.isPremium,
        declineReason: row.declineReason,
        viewCount: row.viewCount,
        createdAt: iso(row.createdAt),
        updatedAt: iso(row.updatedAt),
        publishAt: isoOrNull(row.publishAt),
        publishedAt: isoOrNull(row.publishedAt),
      };
  }

  async function* commentRows(authorId: string) {
    for await (const row of everyPage(ROWS_PAGE, (cursor, size) =>
      comments.pageByAuthor(authorId, cursor, size),
    ))
      yield {
        id: row.id,
        articleId: row.articleId,
        articleTitle: row.articleTitle,
        text: row.body,
        isReply: row.parentId !== null,
        status: row.hiddenAt ? ('hidden' as const) : ('shown' as const),
        createdAt: iso(row.createdAt),
        editedAt: isoOrNull(row.editedAt),
      };
  }

  async function* paymentRows(userId: string) {
    for await (const row of everyPage(ROWS_PAGE, (cursor, size) => payments.pageByUser(userId, cursor, size)))
      yield {
        id: row.id,
        transactionId: row.transactionId,
        provider: row.provider,
        plan: row.plan,
        days: row.days,
        amount: dollars(row.amountCents),
        currency: ACCOUNT_DATA_CURRENCY,
        status: row.refundedAt ? ('refunded' as const) : ('paid' as const),
        paidAt: iso(row.createdAt),
        refundedAt: isoOrNull(row.refundedAt),
        premiumFrom: iso(row.premiumFrom),
        premiumUntil: iso(row.premiumUntil),
      };
  }

  async function* savedRows(userId: string) {
    for await (const row of everyPage(ROWS_PAGE, (cursor, size) => saved.everySaved(userId, cursor, size)))
      yield { articleId: row.id, title: row.title, savedAt: iso(row.savedAt) };
  }

  async function* giftRows(senderId: string) {
    for await (const row of everyPage(ROWS_PAGE, (cursor, size) =>
      gifts.everyBySender(senderId, cursor, size),
    ))
      yield {
        id: row.id,
        articleId: row.articleId,
        articleTitle: row.articleTitle,
        createdAt: iso(row.createdAt),
        expiresAt: iso(row.expiresAt),
        revokedAt: isoOrNull(row.revokedAt),
        opens: row.opens,
      };
  }

  return {
    /**
     * The reader's file as a stream. The profile and the small sections are read first, so that a failure
     * there is an error answer; the lists follow as the download takes them.
     */
    async file(viewer: Viewer, now = new Date()): Promise<Readable> {
      const [reader, commentMailOff, subscription, subscriber, sessions, passkeys, draftRows] =
        await Promise.all([
          users.findById(viewer.id),
          commentSettings.mailOptedOut(viewer.id),
          subscriptions.findByUser(viewer.id),
          newsletter.byEmail(viewer.email),
          security.listActive(viewer.id, SESSIONS_MAX),
          security.passkeyNames(viewer.id, PASSKEYS_MAX),
          drafts.list(viewer.id),
        ]);
      if (!reader) throw notFound(ACCOUNT_API_TEXTS.subjects.user);
      const renewal = subscription ? toSubscriptionDto(subscription) : null;
      const sections: Sections = {
        format: ACCOUNT_DATA_FORMAT,
        version: ACCOUNT_DATA_VERSION,
        exportedAt: iso(now),
        about: TEXTS.about,
        profile: {
          id: reader.id,
          name: reader.name,
          email: reader.email,
          emailConfirmed: reader.emailVerified,
          photo: reader.image,
          bio: reader.bio,
          showEmailWithArticles: reader.showEmail,
          commentMail: !commentMailOff,
          role: reader.role,
          createdAt: iso(reader.createdAt),
          premiumUntil: isoOrNull(reader.premiumUntil),
          freeMonthTakenAt: isoOrNull(reader.freePlanUsedAt),
        },
        subscription:
          subscription && renewal
            ? {
                plan: renewal.plan,
                days: renewal.days,
                amount: renewal.amount,
                currency: ACCOUNT_DATA_CURRENCY,
                state: renewal.state,
                renews: renewal.state === 'renewing' || renewal.state === 'past_due',
                currentPeriodEnd: renewal.currentPeriodEnd,
                graceEndsAt: renewal.graceEndsAt,
                renewals: renewal.renewals,
                startedAt: iso(subscription.createdAt),
              }
            : null,
        newsletter: {
          subscribed: Boolean(subscriber),
          confirmed: Boolean(subscriber?.confirmedAt),
          since: subscriber ? iso(subscriber.createdAt) : null,
          confirmedAt: isoOrNull(subscriber?.confirmedAt ?? null),
        },
        authenticatorApp: { on: reader.twoFactorEnabled },
        passkeys: passkeys.map((row) => ({ name: row.name, createdAt: isoOrNull(row.createdAt) })),
        sessions: sessions.map((row) => ({
          device: describeUserAgent(row.userAgent),
          current: row.id === viewer.sessionId,
          signedInAt: iso(row.createdAt),
          lastUsedAt: iso(row.updatedAt),
          expiresAt: iso(row.expiresAt),
        })),
        articles: articleRows(viewer.id),
        drafts: draftRows.map((row) => ({
          id: row.id,
          title: row.title,
          publisher: row.publisher,
          tags: row.tags,
          image: row.image,
          body: documentOf(row.body),
          createdAt: iso(row.createdAt),
          updatedAt: iso(row.updatedAt),
        })),
        comments: commentRows(viewer.id),
        payments: paymentRows(viewer.id),
        savedArticles: savedRows(viewer.id),
        giftLinks: giftRows(viewer.id),
      };
      return Readable.from(fileText(sections));
    },
  };
}
