import { createHmac, timingSafeEqual } from 'node:crypto';
import { ERROR_CODES } from '@shared/error-codes';
import { GIFT_LINK_DAYS, GIFT_LINKS_PER_MONTH, GIFT_PARAM } from '@shared/gift-links';
import { isUuid } from '@shared/ids';
import { ARTICLE_API_TEXTS } from '@shared/messages/api-articles';
import { GIFT_TEXTS } from '@shared/messages/gift-links';
import { paths } from '@shared/paths';
import type { GiftLink, GiftLinks, GiftState } from '@shared/schemas/gift-links';
import type { Db } from '../../db/client';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors';
import type { Viewer } from '../../types';
import { createArticlesRepository } from '../articles/articles.repository';
import { hasPremium } from '../articles/articles.service';
import { createGiftLinksRepository, type GiftLinkRow } from './gift-links.repository';

const TEXTS = GIFT_TEXTS.api;
const DAY_MS = 86_400_000;

/** The first instant of the month (UTC) `now` falls in, and of the next. */
export function monthOf(now: Date): { start: Date; next: Date } {
  return {
    start: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
    next: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)),
  };
}

export interface GiftLinksServiceOptions {
  /** Signs the tokens: a link names its id and article, and only Broadsheet can make the signature. */
  secret: string;
  /** The site's address, which the links a subscriber passes on start with. */
  publicUrl: string;
  now?: () => Date;
}

/**
 * Subscribers' gift links (docs/product.md#gift-links): a signed token on a premium article's address opens
 * it in full for whoever holds it, for a week, ten links a month; the sender may withdraw one, and each open
 * is counted without a trace of who opened it.
 */
export function createGiftLinksService(
  db: Db,
  { secret, publicUrl, now = () => new Date() }: GiftLinksServiceOptions,
) {
  const repository = createGiftLinksRepository(db);
  const articles = createArticlesRepository(db);

  const signature = (id: string, articleId: string) =>
    createHmac('sha256', secret)
      .update(`gift-link\u0000${id}\u0000${articleId}`)
      .digest('base64url')
      .slice(0, 32);
  const tokenOf = (id: string, articleId: string) => `${id}.${signature(id, articleId)}`;
  const urlOf = (id: string, articleId: string) =>
    `${publicUrl}${paths.articleDetails(articleId)}?${GIFT_PARAM}=${tokenOf(id, articleId)}`;

  const toDto = (row: GiftLinkRow): GiftLink => ({
    _id: row.id,
    articleId: row.articleId,
    articleTitle: row.articleTitle,
    url: urlOf(row.id, row.articleId),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    ...(row.revokedAt ? { revokedAt: row.revokedAt.toISOString() } : {}),
    opens: row.opens,
  });

  /** The link's id when the token is one Broadsheet signed for this article; null otherwise. */
  function verify(token: string, articleId: string): string | null {
    const [id, given, ...rest] = token.split('.');
    if (!id || !given || rest.length > 0 || !isUuid(id)) return null;
    const expected = Buffer.from(signature(id, articleId));
    const received = Buffer.from(given);
    return received.length === expected.length && timingSafeEqual(received, expected) ? id : null;
  }

  return {
    /** A new gift link to an approved premium article, for a subscriber with gifts left this month. */
    async give(viewer: Viewer, articleId: string): Promise<{ link: GiftLink; remaining: number }> {
      if (!hasPremium(viewer, now())) throw forbidden(TEXTS.subscribersOnly);
      const article = await articles.findById(articleId);
      if (article?.status !== 'approve') throw notFound(ARTICLE_API_TEXTS.article);
      if (!article.isPremium) throw conflict(TEXTS.notPremium);
      const month = monthOf(now());
      const made = await repository.create(
        { articleId, senderId: viewer.id, expiresAt: new Date(now().getTime() + GIFT_LINK_DAYS * DAY_MS) },
        { since: month.start, quota: GIFT_LINKS_PER_MONTH },
      );
      if (!made) throw new AppError(429, ERROR_CODES.GIFT_LIMIT_REACHED, TEXTS.limitReached);
      const row = await repository.find(made.id);
      if (!row) throw notFound(TEXTS.link);
      return { link: toDto(row), remaining: GIFT_LINKS_PER_MONTH - made.made };
    },

    /** The reader's links and what is left of this month's allowance. */
    async list(viewer: Viewer): Promise<GiftLinks> {
      const month = monthOf(now());
      const [rows, made] = await Promise.all([
        repository.listBySender(viewer.id),
        repository.countSince(viewer.id, month.start),
      ]);
      return {
        quota: GIFT_LINKS_PER_MONTH,
        remaining: Math.max(0, GIFT_LINKS_PER_MONTH - made),
        resetsAt: month.next.toISOString(),
        links: rows.map(toDto),
      };
    },

    /** Withdraws one of the reader's own links; anyone else's is answered as missing. */
    async revoke(viewer: Viewer, id: string): Promise<GiftLink> {
      const row = await repository.revoke(id, viewer.id);
      if (!row) throw notFound(TEXTS.link);
      return toDto(row);
    },

    /** What a token on an article's address comes to, counting an open when it opens the article. */
    async open(articleId: string, token: string): Promise<GiftState> {
      const id = verify(token, articleId);
      const found = id ? await repository.open(id, articleId) : undefined;
      if (!found) return { state: 'invalid' };
      if (found.opened) return { state: 'open', expiresAt: found.expiresAt.toISOString() };
      return { state: found.revokedAt ? 'withdrawn' : 'expired' };
    },
  };
}

export type GiftLinksService = ReturnType<typeof createGiftLinksService>;
