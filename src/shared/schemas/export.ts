import { z } from 'zod';

/**
 * The site's archive (docs/product.md#exporting-the-site): gzipped JSON lines. The first line names the
 * format, each one after it is one stored row of a section (`{"section":"articles","row":{…}}`), and the
 * last line counts the rows of each section, so a cut-off download is told from a whole one.
 */
export const EXPORT_FORMAT = 'broadsheet-export';
export const EXPORT_FORMAT_VERSION = 1;

/** The sections of the archive, in the order they are written (each one's rows name only earlier ones). */
export const EXPORT_SECTIONS = [
  'publishers',
  'readers',
  'media',
  'articles',
  'article_revisions',
  'article_notes',
  'subscriptions',
  'payments',
  'newsletter_subscribers',
  'newsletter_issues',
  'comments',
] as const;
export type ExportSection = (typeof EXPORT_SECTIONS)[number];

/** Whether the archive holds the image files too (their bytes in base64); they make most of its size. */
export const archiveQuerySchema = z.strictObject({
  images: z.enum(['yes', 'no']).default('yes'),
});

/** The archive's bytes (application/gzip). */
export const archiveFileSchema = z.string();

/** The members as one CSV file: a header line, then one reader or newsletter subscriber a line. */
export const membersCsvSchema = z.string();

/** The members CSV's columns, in order. */
export const MEMBER_COLUMNS = [
  'id',
  'email',
  'name',
  'role',
  'email_verified',
  'newsletter',
  'premium_until',
  'plan',
  'subscription_status',
  'renews_at',
  'created_at',
] as const;
