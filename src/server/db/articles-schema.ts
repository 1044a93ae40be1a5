import type { RichDoc } from '@shared/rich-text/types';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps, uuidPrimaryKey } from './columns';
import { userColumn } from './identity-schema';
import { publishers } from './publishers-schema';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** The article a row is about (`article_id`): the row goes with it. */
export const articleColumn = () =>
  uuid('article_id')
    .notNull()
    .references(() => articles.id, { onDelete: 'cascade' });

/**
 * The preview of a premium body that readers without premium access are shown: the stored `preview`, the
 * text of the very cut they get (previewDoc in src/shared/rich-text/text.ts). What they may search
 * (`search_open`) and the snippets their search results quote are made of it, never of the rest
 * (docs/security.md#premium-text-stays-behind-the-paywall).
 */
export const PREMIUM_PREVIEW_SQL = `coalesce(preview, '')`;

export const articles = pgTable(
  'articles',
  {
    id: uuidPrimaryKey(),
    title: text('title').notNull(),
    /** The publisher's name, as on the wire; the foreign key keeps it one of the publishers. */
    publisher: text('publisher')
      .notNull()
      .references(() => publishers.publisherName, { onUpdate: 'cascade', onDelete: 'restrict' }),
    tags: text('tags').array().notNull(),
    /** The body as the editor made it (docs/product.md#article-bodies); null only until start-up migrates an old plain body. */
    body: jsonb('body').$type<RichDoc>(),
    /** The body as plain text, derived from `body` on every write: search, excerpts, feeds read it. */
    description: text('description').notNull(),
    /** The plain text of the preview a reader without access gets (the paywall's cut), derived on every write. */
    preview: text('preview'),
    image: text('image').notNull().default(''),
    /** The one- or two-sentence summary under the headline; null for none (articles written before it). */
    standfirst: text('standfirst'),
    /** The cover's text alternative, and its caption with the credit; null for none. */
    imageAlt: text('image_alt'),
    imageCaption: text('image_caption'),
    authorId: userColumn('author_id'),
    status: text('status').notNull().default('pending'),
    isPremium: boolean('is_premium').notNull().default(false),
    declineReason: text('decline_reason'),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    /**
     * When an article an editor approved for a later time goes live (docs/product.md#scheduling). It waits
     * as pending until then, so every public read (status 'approve' only) leaves it out by itself; the
     * check keeps a time on pending articles alone (docs/decisions/0022-scheduled-articles-stay-pending.md).
     */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    /**
     * When the article went live: its first approval, or the time it was scheduled for. Its date for readers,
     * feeds and search engines; `created_at` is when it was submitted. Null until it is approved.
     */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    viewCount: integer('view_count').notNull().default(0),
    /**
     * The content's version: 1 as submitted, one more on every change of title, publisher, tags, image or
     * body. Every editor's decision is conditional on it (docs/security.md#decisions-bound-to-what-was-reviewed).
     */
    contentVersion: integer('content_version').notNull().default(1),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(description, '')), 'B')`,
      ),
    /**
     * What a reader without premium access may search: a premium article's title and the very preview they
     * are shown (`preview`), never the paywalled rest; other articles as in `search`. See docs/security.md.
     */
    searchOpen: tsvector('search_open')
      .notNull()
      .generatedAlwaysAs(
        sql.raw(
          `setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', case when not is_premium then coalesce(description, '') else ${PREMIUM_PREVIEW_SQL} end), 'B')`,
        ),
      ),
    ...timestamps,
  },
  (table) => [
    check('articles_status_check', sql`${table.status} in ('pending', 'approve', 'declined')`),
    check('articles_view_count_check', sql`${table.viewCount} >= 0`),
    check('articles_standfirst_check', sql`char_length(${table.standfirst}) <= 300`),
    check('articles_image_alt_check', sql`char_length(${table.imageAlt}) <= 250`),
    check('articles_image_caption_check', sql`char_length(${table.imageCaption}) <= 300`),
    check('articles_publish_at_check', sql`${table.publishAt} is null or ${table.status} = 'pending'`),
    index('articles_search_idx').using('gin', table.search),
    index('articles_search_open_idx').using('gin', table.searchOpen),
    index('articles_tags_idx').using('gin', table.tags),
    // Each list's ORDER BY (newest or most read first, id desc as the tie-break) read straight from an
    // index, so a page is an index scan that stops after the page rather than a sort of every match.
    // NULLS FIRST is what ORDER BY … DESC means; an index sorted NULLS LAST would not serve it.
    index('articles_status_created_idx').on(
      table.status,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('articles_status_views_idx').on(
      table.status,
      table.viewCount.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('articles_created_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('articles_publisher_created_idx').on(
      table.publisher,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('articles_author_created_idx').on(
      table.authorId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // The publishing job's question: which scheduled articles are due.
    index('articles_publish_at_idx').on(table.publishAt).where(sql`${table.publishAt} is not null`),
    // The sitemap's files of approved articles, newest first with when each last changed: a file deep in
    // the list is read from this index alone instead of sorting every approved row (0.36 s for the
    // twentieth file of 100,000 articles).
    index('articles_sitemap_idx')
      .on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst(), table.updatedAt)
      .where(sql`${table.status} = 'approve'`),
    // The news sitemap's question: which articles went live in the last two days.
    index('articles_published_idx').on(table.publishedAt).where(sql`${table.status} = 'approve'`),
    index('articles_premium_created_idx')
      .on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.isPremium} and ${table.status} = 'approve'`),
  ],
);

/** One row per reader and article: a repeated view inside the window does not count again (docs/product.md#articles). */
export const articleViews = pgTable(
  'article_views',
  {
    articleId: articleColumn(),
    viewerKey: text('viewer_key').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.articleId, table.viewerKey] })],
);

/**
 * A reader's saved articles (docs/product.md#saved-articles): one row per reader and article, the newest
 * saved first on the reader's /saved page.
 */
export const savedArticles = pgTable(
  'saved_articles',
  {
    userId: userColumn('user_id'),
    articleId: articleColumn(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.articleId] }),
    index('saved_articles_user_saved_idx').on(table.userId, table.savedAt.desc().nullsFirst()),
    index('saved_articles_article_idx').on(table.articleId),
  ],
);

/**
 * How many counted views an article had each day (UTC), for "Most read this week" (docs/product.md#articles):
 * raised by the same statement that counts a view, and forgotten after a few weeks.
 */
export const articleDailyViews = pgTable(
  'article_daily_views',
  {
    articleId: articleColumn(),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.articleId, table.day] }),
    index('article_daily_views_day_idx').on(table.day),
    check('article_daily_views_views_check', sql`${table.views} >= 0`),
  ],
);
