import { bigserial, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

/**
 * One page view of an article, as the article page's view beacon reported it (modules/readership): the
 * day (UTC), the article, the visitor as a salted hash of address and browser that means nothing once the
 * day's salt is gone, and where the reader came from and on what. Kept only until the day is rolled up.
 */
export const readershipHits = pgTable(
  'readership_hits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    day: date('day', { mode: 'string' }).notNull(),
    articleId: uuid('article_id').notNull(),
    visitor: text('visitor').notNull(),
    referrer: text('referrer').notNull(),
    device: text('device').notNull(),
  },
  (table) => [
    index('readership_hits_day_idx').on(table.day),
    // An author's numbers (My Articles): today's hits of the author's articles.
    index('readership_hits_article_day_idx').on(table.articleId, table.day),
  ],
);

/**
 * A day's views and unique visitors, rolled up from the hits by the daily job: for the whole site (scope
 * 'site', key ''), per article (key: its id), per referrer class and per device class.
 */
export const readershipDaily = pgTable(
  'readership_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    views: integer('views').notNull(),
    visitors: integer('visitors').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.day, table.key] }),
    // An author's numbers (My Articles): the days of each of the author's articles, not every article's.
    index('readership_daily_key_day_idx').on(table.scope, table.key, table.day),
  ],
);

/** Each day's secret salt for the visitor hash; yesterday's is deleted, so no hash can be recomputed. */
export const readershipSalts = pgTable('readership_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});
