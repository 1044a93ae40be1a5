import type { RichDoc } from '@shared/rich-text/types';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { articleColumn } from './articles-schema';
import { createdAt, timestamps, uuidPrimaryKey } from './columns';
import { user, userColumn } from './identity-schema';

// The versions of an article being written: a new article's drafts, and the revisions of a live one.

/**
 * An article's revisions (docs/product.md#revisions): every approved version is kept, and an edit of a live
 * article waits here (`pending`, or `declined` with the editors' reason) while the approved one keeps serving
 * from `articles`. At most one open (pending or declined) edit per article.
 */
export const articleRevisions = pgTable(
  'article_revisions',
  {
    id: uuidPrimaryKey(),
    articleId: articleColumn(),
    number: integer('number').notNull(),
    state: text('state').notNull(),
    title: text('title').notNull(),
    publisher: text('publisher').notNull(),
    tags: text('tags').array().notNull(),
    image: text('image').notNull().default(''),
    standfirst: text('standfirst'),
    imageAlt: text('image_alt'),
    imageCaption: text('image_caption'),
    body: jsonb('body').$type<RichDoc>().notNull(),
    description: text('description').notNull(),
    preview: text('preview').notNull(),
    /** Who wrote this version (the author, or the editor who edited or restored it). */
    writtenBy: text('written_by').references(() => user.id, { onDelete: 'set null' }),
    declineReason: text('decline_reason'),
    /** The revision this one restored, when it was a restore. */
    restoredFrom: integer('restored_from'),
    /** 1 as first sent for review, one more each time its writer replaces it (docs/security.md). */
    contentVersion: integer('content_version').notNull().default(1),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('article_revisions_number_idx').on(table.articleId, table.number),
    uniqueIndex('article_revisions_open_idx')
      .on(table.articleId)
      .where(sql`${table.state} in ('pending', 'declined')`),
    check('article_revisions_state_check', sql`${table.state} in ('pending', 'approved', 'declined')`),
    check('article_revisions_number_check', sql`${table.number} > 0`),
  ],
);

/**
 * An author's draft of a new article (docs/product.md#drafts): only its author sees it, it may be incomplete,
 * and `version` goes up on every save, so a save based on an older version is refused instead of silently
 * overwriting what another window saved. Submitting it makes it an article and removes the draft.
 */
export const articleDrafts = pgTable(
  'article_drafts',
  {
    id: uuidPrimaryKey(),
    authorId: userColumn('author_id'),
    title: text('title').notNull().default(''),
    publisher: text('publisher').notNull().default(''),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    image: text('image').notNull().default(''),
    standfirst: text('standfirst'),
    imageAlt: text('image_alt'),
    imageCaption: text('image_caption'),
    body: jsonb('body').$type<RichDoc>(),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    index('article_drafts_author_idx').on(table.authorId, table.updatedAt),
    check('article_drafts_version_check', sql`${table.version} > 0`),
  ],
);

/**
 * Dated notes on a live article (docs/product.md#corrections): a correction of something it got wrong, or an
 * update of what happened since. Plain text. They are never edited; a removal keeps the row, with who removed
 * it and when, so the history still shows it (and the audit log records it).
 */
export const articleNotes = pgTable(
  'article_notes',
  {
    id: uuidPrimaryKey(),
    articleId: articleColumn(),
    kind: text('kind').notNull(),
    text: text('text').notNull(),
    /** The day the note is dated (shown to readers and in the JSON-LD). */
    notedOn: date('noted_on', { mode: 'string' }).notNull(),
    writtenBy: text('written_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedBy: text('removed_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('article_notes_article_idx').on(table.articleId, table.notedOn),
    check('article_notes_kind_check', sql`${table.kind} in ('correction', 'update')`),
    check('article_notes_text_check', sql`char_length(${table.text}) between 1 and 1000`),
  ],
);
