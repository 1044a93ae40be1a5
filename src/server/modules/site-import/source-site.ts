/**
 * A Ghost or WordPress site as read from its export, in one shape whatever the platform: what the dry run
 * lists and the import job works through (docs/product.md#importing-from-ghost-or-wordpress). Plain JSON:
 * it is kept with the import, so a job resumed after a crash reads the very same list.
 */
export type SourcePlatform = 'ghost' | 'wordpress';

export interface SourceAuthor {
  id: string;
  name: string;
  email: string | null;
  bio: string | null;
}

export interface SourcePost {
  id: string;
  title: string;
  /** The body as HTML; null when the export holds it only in a form we do not read (`unreadable` says which). */
  html: string | null;
  unreadable: string | null;
  /** WordPress's classic bodies separate paragraphs by blank lines instead of <p>. */
  blankLineParagraphs: boolean;
  published: boolean;
  /** ISO times; null when the export gives none. */
  publishedAt: string | null;
  createdAt: string | null;
  authorId: string | null;
  /** The post's tags or categories by name and slug, as the source has them. */
  tags: { name: string; slug: string }[];
  featureImage: string | null;
  featureImageAlt: string | null;
  featureImageCaption: string | null;
  excerpt: string | null;
  premium: boolean;
}

export interface SourceMember {
  id: string;
  email: string;
  /** Whether the member agreed to receive the newsletter at the source. */
  consent: boolean;
  stripeCustomer: boolean;
}

export interface SourceSite {
  platform: SourcePlatform;
  /** The source site's identity (its address, or the platform when the file names none). */
  key: string;
  title: string;
  posts: SourcePost[];
  authors: SourceAuthor[];
  members: SourceMember[];
  /** Entries of the file that are not brought over at all (pages, attachments on their own …), and why. */
  skipped: { item: string; reason: string }[];
}

/** A file that is not an export of the platform it claims, or is damaged: nothing of it is read. */
export class SourceFileError extends Error {}
