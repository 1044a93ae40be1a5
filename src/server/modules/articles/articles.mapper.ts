import { type ArticleStatus, NOT_PREMIUM, PREMIUM, PREMIUM_PREVIEW_LENGTH } from '@shared/constants';
import type { Article } from '@shared/schemas/articles';
import { excerpt } from '@shared/text';

export interface ArticleRow {
  id: string;
  title: string;
  publisher: string;
  tags: string[];
  description: string;
  image: string;
  status: string;
  isPremium: boolean;
  declineReason: string | null;
  declinedAt: Date | null;
  viewCount: number;
  createdAt: Date;
  authorId: string;
  authorEmail: string;
  authorName: string;
  authorImage: string | null;
}

/** The wire shape (docs/decisions/0011-legacy-wire-api.md). `body: 'preview'` sends only the start of the description. */
export type BodyAccess = 'full' | 'preview' | 'signin' | 'premium';

/**
 * `showDecline`: the editors' decline reason is a note to the author, sent only to the author and admins
 * (an approved article has none, but a row is never trusted to say so).
 */
export function toArticleDto(row: ArticleRow, body: BodyAccess, { showDecline = false } = {}): Article {
  const locked = body === 'signin' || body === 'premium';
  return {
    _id: row.id,
    title: row.title,
    publisher: row.publisher,
    tags: row.tags.join(','),
    description: body === 'full' ? row.description : excerpt(row.description, PREMIUM_PREVIEW_LENGTH),
    image: row.image,
    email: row.authorEmail,
    photo: row.authorImage ?? '',
    displayName: row.authorName,
    status: row.status as ArticleStatus,
    isPremium: row.isPremium ? PREMIUM : NOT_PREMIUM,
    date: row.createdAt.toISOString(),
    viewCount: row.viewCount,
    decline:
      showDecline && row.declineReason
        ? { reason: row.declineReason, ...(row.declinedAt ? { date: row.declinedAt.toISOString() } : {}) }
        : {},
    ...(row.isPremium ? { premium: true } : {}),
    ...(locked ? { locked: true, lockReason: body } : {}),
  };
}
