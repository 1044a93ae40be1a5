import { sql } from 'drizzle-orm';
import { check, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { articleColumn } from './articles-schema';
import { user } from './identity-schema';

/**
 * The front page's lead story, picked by an editor (docs/product.md#front-page): one row at most (slot 1).
 * It goes with its article; and a trigger (drizzle/0036_front_page.sql) drops it when the article stops
 * being live, whichever write took it off (a decline, an unpublishing, a bulk decision).
 */
export const frontPageLead = pgTable(
  'front_page_lead',
  {
    slot: smallint('slot').primaryKey().default(1),
    articleId: articleColumn().unique(),
    chosenBy: text('chosen_by').references(() => user.id, { onDelete: 'set null' }),
    chosenAt: timestamp('chosen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('front_page_lead_slot_check', sql`${table.slot} = 1`)],
);

/** Articles an editor marked as running stories ("Live", docs/product.md#front-page), until they unmark them. */
export const liveArticles = pgTable('live_articles', {
  articleId: articleColumn().primaryKey(),
  markedBy: text('marked_by').references(() => user.id, { onDelete: 'set null' }),
  markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
});
