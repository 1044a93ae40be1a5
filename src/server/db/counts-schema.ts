import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

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
