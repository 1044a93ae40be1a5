import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { articleColumn } from './articles-schema';
import { createdAt } from './columns';
import { user } from './identity-schema';

// ── The meter (src/server/modules/meter) ──

/**
 * The meter's one row of settings (docs/product.md#the-meter): how many premium articles a registered reader
 * without a subscription reads free each month, and how many articles a visitor does. No row: both are 0.
 */
export const meterSettings = pgTable(
  'meter_settings',
  {
    id: smallint('id').primaryKey().default(1),
    registeredFree: smallint('registered_free').notNull().default(0),
    visitorFree: smallint('visitor_free').notNull().default(0),
    updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('meter_settings_one_row', sql`${table.id} = 1`),
    check('meter_settings_registered_range', sql`${table.registeredFree} between 0 and 100`),
    check('meter_settings_visitor_range', sql`${table.visitorFree} between 0 and 100`),
  ],
);

/**
 * The articles the meter opened, one row per reader, month (UTC) and article: a second read of the same
 * article in the month takes nothing more. `reader` is `u:{user id}` or `v:{the visitor counter's id}`;
 * `user_id` lets a deleted account take its rows with it.
 */
export const meterReads = pgTable(
  'meter_reads',
  {
    reader: text('reader').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    articleId: articleColumn(),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.reader, table.month, table.articleId] }),
    index('meter_reads_month_idx').on(table.month),
    check('meter_reads_reader_length', sql`char_length(${table.reader}) <= 80`),
  ],
);
