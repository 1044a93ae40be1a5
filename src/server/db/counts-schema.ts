import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { userColumn } from './identity-schema';

/**
 * How many approved articles there are: in all (publisher and tag ''), per publisher, per tag, and per
 * publisher and tag. Triggers on `articles` keep it exact in the transaction of every write
 * (drizzle/0008_counts.sql), so a list or the home page reads its total instead of counting rows.
 */
export const approvedArticleCounts = pgTable(
  'approved_article_counts',
  {
    publisher: text('publisher').notNull().default(''),
    tag: text('tag').notNull().default(''),
    total: integer('total').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.publisher, table.tag] })],
);

/** How many members there are (one row), kept exact by triggers on "user" like the article counts. */
export const userCount = pgTable(
  'user_count',
  {
    one: boolean('one').primaryKey().default(true),
    total: integer('total').notNull().default(0),
  },
  (table) => [check('user_count_one_row_check', sql`${table.one}`)],
);

/**
 * The authors with a page: every reader who wrote an approved article, with how many they have and when
 * the newest change to one of them was (the greatest `updated_at`). Triggers on `articles` keep it exact
 * in the transaction of every write like the counts above (drizzle/0020_approved_authors.sql), so the
 * sitemaps and an author's page read a row instead of grouping every approved article.
 */
export const approvedAuthors = pgTable('approved_authors', {
  authorId: userColumn('author_id').primaryKey(),
  articles: integer('articles').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
