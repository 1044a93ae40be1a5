import {
  type ArticleStatus,
  NOT_PREMIUM,
  PAYWALLED_CLASS,
  PREMIUM,
  PREMIUM_PREVIEW_LENGTH,
} from '@shared/constants';
import { renderRichText } from '@shared/rich-text/render';
import { plainText, plainTextToDoc, previewDoc, previewText } from '@shared/rich-text/text';
import type { RichDoc } from '@shared/rich-text/types';
import type { Article, ArticleEdit } from '@shared/schemas/articles';
import type { ArticleNote } from '@shared/schemas/notes';
import { readingMinutes } from '@shared/text';
import type { RevisionRow } from './article-revisions.repository';
import { shownAuthorEmail } from './author-email';

export interface ArticleRow {
  id: string;
  title: string;
  publisher: string;
  tags: string[];
  description: string;
  /** The stored preview's text; null until a plain body of old is converted. */
  preview: string | null;
  /** For editors: the version of what they review, which their decisions name (article-versions.repository.ts). */
  version?: string;
  /** In the editors' list: an edit of this live article waits for them. */
  editPending?: boolean;
  /** The whole body; read with one article, not with lists. */
  body?: RichDoc | null;
  image: string;
  /** The standfirst and the cover's texts; null (or not read) for none. */
  standfirst?: string | null;
  imageAlt?: string | null;
  imageCaption?: string | null;
  status: string;
  isPremium: boolean;
  declineReason: string | null;
  declinedAt: Date | null;
  /** When a scheduled article goes live (docs/product.md#scheduling); null for any other. */
  publishAt?: Date | null;
  viewCount: number;
  /** How many comments readers see; absent where a query does not count them. */
  commentCount?: number;
  /** Marked by an editor as a running story (docs/product.md#front-page). */
  live?: boolean;
  createdAt: Date;
  /** When it went live (first approved or published as scheduled); null until then. */
  publishedAt?: Date | null;
  /** With one article: when an approved edit last changed it after it was published. */
  editedAt?: Date | null;
  /** With one article: its corrections and updates readers see, oldest first. */
  notes?: ArticleNote[];
  authorId: string;
  authorEmail: string;
  /** Whether the author chose to show their address to everyone (author-email.ts). */
  authorShowEmail: boolean;
  authorName: string;
  authorImage: string | null;
}

/** The standfirst and cover texts an article or an edit has, each only when it has one. */
export const coverTextsOf = (row: Pick<ArticleRow, 'standfirst' | 'imageAlt' | 'imageCaption'>) => ({
  ...(row.standfirst ? { standfirst: row.standfirst } : {}),
  ...(row.imageAlt ? { imageAlt: row.imageAlt } : {}),
  ...(row.imageCaption ? { imageCaption: row.imageCaption } : {}),
});

/** The wire shape (docs/decisions/0011-legacy-wire-api.md). `body: 'preview'` sends only the start of the description. */
export type BodyAccess = 'full' | 'preview' | 'signin' | 'premium';

/** The document of a row: its stored body, or its plain body of old as paragraphs. */
export const docOf = (row: Pick<ArticleRow, 'body' | 'description'>): RichDoc =>
  row.body ?? plainTextToDoc(row.description);

/**
 * A premium body for a reader with access: the whole blocks of the preview anyone may read, then the rest in
 * the element the page's JSON-LD names as the paid part (PAYWALLED_CLASS). A block the preview cuts short
 * belongs to the paid part.
 */
function paidHtml(doc: RichDoc): string {
  const preview = previewDoc(doc, PREMIUM_PREVIEW_LENGTH).content;
  let free = 0;
  while (
    free < preview.length &&
    free < doc.content.length &&
    JSON.stringify(preview[free]) === JSON.stringify(doc.content[free])
  )
    free += 1;
  const paid = doc.content.slice(free);
  const freeHtml = renderRichText({ type: 'doc', content: doc.content.slice(0, free) });
  if (paid.length === 0) return freeHtml;
  return `${freeHtml}<div class="${PAYWALLED_CLASS}">${renderRichText({ type: 'doc', content: paid })}</div>`;
}

/**
 * The body a reader gets (docs/product.md#article-bodies): all of it with its HTML; or, cut to the preview,
 * its text (and, with one article, its HTML). Lists send the stored preview's text alone.
 */
function bodyOf(row: ArticleRow, access: BodyAccess): { description: string; html?: string } {
  const withHtml = row.body !== undefined;
  if (access === 'full')
    return {
      description: row.description,
      ...(withHtml ? { html: row.isPremium ? paidHtml(docOf(row)) : renderRichText(docOf(row)) } : {}),
    };
  if (!withHtml) return { description: row.preview ?? previewText(docOf(row), PREMIUM_PREVIEW_LENGTH) };
  const cut = previewDoc(docOf(row), PREMIUM_PREVIEW_LENGTH);
  return { description: plainText(cut), html: renderRichText(cut) };
}

/** When a live article went live: its publication, or (a row written before it was kept) its date. */
export const publishedOf = (row: Pick<ArticleRow, 'createdAt' | 'publishedAt'>): Date =>
  row.publishedAt ?? row.createdAt;

/**
 * `showDecline`: the reader is the author or an editor. The editors' decline reason is a note to the author,
 * sent only to them (an approved article has none, but a row is never trusted to say so); and they see the
 * author's e-mail address, which anyone else sees only if the author chose to show it (author-email.ts).
 */
export function toArticleDto(row: ArticleRow, body: BodyAccess, { showDecline = false } = {}): Article {
  const locked = body === 'signin' || body === 'premium';
  return {
    _id: row.id,
    title: row.title,
    publisher: row.publisher,
    tags: row.tags.join(','),
    ...bodyOf(row, body),
    image: row.image,
    ...coverTextsOf(row),
    email: shownAuthorEmail({ email: row.authorEmail, showEmail: row.authorShowEmail }, showDecline),
    photo: row.authorImage ?? '',
    displayName: row.authorName,
    authorId: row.authorId,
    status: row.status as ArticleStatus,
    isPremium: row.isPremium ? PREMIUM : NOT_PREMIUM,
    date: row.createdAt.toISOString(),
    ...(row.status === 'approve' ? { published: publishedOf(row).toISOString() } : {}),
    ...(row.editedAt ? { updated: row.editedAt.toISOString() } : {}),
    // Corrections are for every reader, whatever part of the body they get.
    ...(row.notes && row.notes.length > 0 ? { notes: row.notes } : {}),
    viewCount: row.viewCount,
    ...(row.commentCount ? { commentCount: row.commentCount } : {}),
    ...(row.live ? { live: true } : {}),
    // Of the whole body, whatever part the reader gets: the time is what the article takes.
    readingMinutes: readingMinutes(row.description),
    decline:
      showDecline && row.declineReason
        ? { reason: row.declineReason, ...(row.declinedAt ? { date: row.declinedAt.toISOString() } : {}) }
        : {},
    ...(row.isPremium ? { premium: true } : {}),
    ...(row.editPending ? { editPending: true } : {}),
    ...(showDecline && row.version ? { version: row.version } : {}),
    // Only pending articles carry a time, and only their authors and editors can read one.
    ...(showDecline && row.publishAt ? { publishAt: row.publishAt.toISOString() } : {}),
    // Who may edit the article (the author, editors: those shown the decline reason) gets its document.
    ...(showDecline && row.body !== undefined ? { body: { ...docOf(row) } } : {}),
    ...(locked ? { locked: true, lockReason: body } : {}),
  };
}

/** An edit of a live article waiting for the editors (or sent back), as its author and editors get it. */
export function toEditDto(revision: RevisionRow): ArticleEdit {
  return {
    number: revision.number,
    state: revision.state === 'declined' ? 'declined' : 'pending',
    ...(revision.declineReason ? { reason: revision.declineReason } : {}),
    date: revision.createdAt.toISOString(),
    title: revision.title,
    publisher: revision.publisher,
    tags: revision.tags.join(','),
    image: revision.image,
    ...coverTextsOf(revision),
    description: revision.description,
    html: renderRichText(revision.body),
    body: { ...revision.body },
  };
}
