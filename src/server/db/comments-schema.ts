import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { articleColumn } from './articles-schema';
import { createdAt, uuidPrimaryKey } from './columns';
import { user, userColumn } from './identity-schema';

// ── Readers' comments (src/server/modules/comments) ──

/**
 * A reader's comment on an article, or a reply to one (one level: a reply's parent is a top-level comment).
 * Plain text; a hidden comment stays for the editors; a deleted one is gone, with its replies.
 */
export const comments = pgTable(
  'comments',
  {
    id: uuidPrimaryKey(),
    articleId: articleColumn(),
    authorId: userColumn('author_id'),
    parentId: uuid('parent_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    /** When an editor hid it (and who); null while it shows. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: text('hidden_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (table) => [
    check('comments_body_length_check', sql`char_length(${table.body}) between 1 and 2000`),
    index('comments_article_created_idx').on(table.articleId, table.createdAt),
    index('comments_parent_idx').on(table.parentId),
    index('comments_created_idx').on(table.createdAt.desc().nullsFirst()),
    // A reader's own comments, newest first (their copy of their data): read from the index, not by
    // walking every comment on the site for theirs.
    index('comments_author_created_idx').on(
      table.authorId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);

/** One reader's report of a comment (once per reader and comment). */
export const commentReports = pgTable(
  'comment_reports',
  {
    commentId: uuid('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    reporterId: userColumn('reporter_id'),
    createdAt: createdAt(),
    /** When an editor dealt with it (hid, restored or deleted the comment); null while it waits. */
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.commentId, table.reporterId] })],
);

/** Readers barred from commenting, with the editor's reason (also in the audit log). */
export const commentBans = pgTable('comment_bans', {
  userId: userColumn('user_id').primaryKey(),
  reason: text('reason').notNull(),
  bannedBy: text('banned_by').references(() => user.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/**
 * Where comments are closed: `site` for the whole site, or an article's id. No row, open. A reader's own
 * choice about mail lives beside it: `comment_mail_opt_outs`.
 */
export const commentClosures = pgTable('comment_closures', {
  scope: text('scope').primaryKey(),
  closedBy: text('closed_by').references(() => user.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** Authors who asked not to be mailed about comments on their articles. */
export const commentMailOptOuts = pgTable('comment_mail_opt_outs', {
  userId: userColumn('user_id').primaryKey(),
  createdAt: createdAt(),
});
