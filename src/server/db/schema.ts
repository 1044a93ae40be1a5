import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { user } from './identity-schema';

/** The identity tables live beside this file; every table is exported from here (drizzle.config.ts). */
export { account, session, user, verification } from './identity-schema';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** Raw bytes: node-postgres reads bytea as a Buffer, PGlite as a Uint8Array; both come back as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
// ── Newsroom ──

export const publishers = pgTable('publishers', {
  id: uuid('id').primaryKey().defaultRandom(),
  publisherName: text('publisher_name').notNull().unique(),
  image: text('image').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const articles = pgTable(
  'articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    /** The publisher's name, as on the wire; the foreign key keeps it one of the publishers. */
    publisher: text('publisher')
      .notNull()
      .references(() => publishers.publisherName, { onUpdate: 'cascade', onDelete: 'restrict' }),
    tags: text('tags').array().notNull(),
    description: text('description').notNull(),
    image: text('image').notNull().default(''),
    authorId: text('author_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    isPremium: boolean('is_premium').notNull().default(false),
    declineReason: text('decline_reason'),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    viewCount: integer('view_count').notNull().default(0),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(description, '')), 'B')`,
      ),
    /**
     * What a reader without premium access may search: a premium article's title and the preview they are
     * shown (the same word-boundary cut as `excerpt` in src/shared/text.ts, 280 characters), never the
     * paywalled rest; other articles as in `search`. See docs/security.md.
     */
    searchOpen: tsvector('search_open')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', case when not is_premium then coalesce(description, '') when length(btrim(regexp_replace(coalesce(description, ''), '\\s+', ' ', 'g'))) <= 280 then btrim(regexp_replace(coalesce(description, ''), '\\s+', ' ', 'g')) when length(coalesce(substring(left(btrim(regexp_replace(coalesce(description, ''), '\\s+', ' ', 'g')), 280) from '^(.*) '), '')) > 168 then substring(left(btrim(regexp_replace(coalesce(description, ''), '\\s+', ' ', 'g')), 280) from '^(.*) ') else left(btrim(regexp_replace(coalesce(description, ''), '\\s+', ' ', 'g')), 280) end), 'B')`,
      ),
    ...timestamps,
  },
  (table) => [
    check('articles_status_check', sql`${table.status} in ('pending', 'approve', 'declined')`),
    check('articles_view_count_check', sql`${table.viewCount} >= 0`),
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
    index('articles_premium_created_idx')
      .on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.isPremium} and ${table.status} = 'approve'`),
  ],
);

/** One row per reader and article: a repeated view inside the window does not count again (docs/product.md#articles). */
export const articleViews = pgTable(
  'article_views',
  {
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    viewerKey: text('viewer_key').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.articleId, table.viewerKey] })],
);

// ── Images ──

/**
 * Uploaded and generated images, every WebP variant a row (decision 0006): any server process serves any
 * upload, and a database backup holds the images too. Names carry a content hash, so a row never changes.
 */
export const mediaFiles = pgTable(
  'media_files',
  {
    /** `<hash>-<width>.webp`, the last part of the image's URL under /media/. */
    name: text('name').primaryKey(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    byteSize: integer('byte_size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('media_files_byte_size_check', sql`${table.byteSize} = octet_length(${table.bytes})`),
    check('media_files_name_check', sql`${table.name} ~ '^[0-9a-f]{16}-[0-9]+\\.webp$'`),
  ],
);

// ── Money ──

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    transactionId: text('transaction_id').notNull().unique(),
    provider: text('provider').notNull(),
    plan: text('plan').notNull(),
    days: integer('days').notNull(),
    amountCents: integer('amount_cents').notNull(),
    premiumFrom: timestamp('premium_from', { withTimezone: true }).notNull(),
    premiumUntil: timestamp('premium_until', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('payments_amount_check', sql`${table.amountCents} >= 0`),
    check('payments_days_check', sql`${table.days} > 0`),
    index('payments_user_created_idx').on(table.userId, table.createdAt.desc().nullsFirst()),
    index('payments_created_idx').on(table.createdAt.desc().nullsFirst()),
  ],
);

/**
 * Payment intents of the built-in test-mode provider (docs/product.md#subscriptions-and-payments), so any server process can verify a
 * payment another one started. Stripe keeps its own.
 */
export const testPaymentIntents = pgTable(
  'test_payment_intents',
  {
    id: text('id').primaryKey(),
    clientSecret: text('client_secret').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    plan: text('plan').notNull(),
    days: integer('days').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').notNull().default('requires_payment_method'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'test_payment_intents_status_check',
      sql`${table.status} in ('requires_payment_method', 'succeeded')`,
    ),
  ],
);

// ── Readers' mail ──

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    unsubscribeToken: text('unsubscribe_token').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('newsletter_subscribers_email_idx').on(sql`lower(${table.email})`)],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When an editor marked the message handled (read and dealt with); null while it waits. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (table) => [index('contact_messages_created_idx').on(table.createdAt.desc().nullsFirst())],
);

// ── Accountability ──

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('audit_log_created_idx').on(table.createdAt.desc().nullsFirst())],
);
