/** The publishers articles belong to (docs/product.md#articles); exported with every table from schema.ts. */
import { sql } from 'drizzle-orm';
import { check, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, uuidPrimaryKey } from './columns';

export const publishers = pgTable(
  'publishers',
  {
    id: uuidPrimaryKey(),
    publisherName: text('publisher_name').notNull().unique(),
    image: text('image').notNull(),
    /** Where the publisher is based, as readers know it ("UK", "France"); null when not given. */
    country: text('country'),
    createdAt: createdAt(),
  },
  (table) => [check('publishers_country_length_check', sql`char_length(${table.country}) <= 80`)],
);
