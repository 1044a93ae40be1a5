/** The publishers articles belong to (docs/product.md#articles); exported with every table from schema.ts. */
import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const publishers = pgTable(
  'publishers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    publisherName: text('publisher_name').notNull().unique(),
    image: text('image').notNull(),
    /** Where the publisher is based, as readers know it ("UK", "France"); null when not given. */
    country: text('country'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('publishers_country_length_check', sql`char_length(${table.country}) <= 80`)],
);
