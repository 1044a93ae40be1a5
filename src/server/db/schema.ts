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
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, uuidPrimaryKey } from './columns';
import { user, userColumn } from './identity-schema';
import { subscriptions } from './subscriptions-schema';

/**
 * Every table is exported from here (drizzle.config.ts): the articles, their drafts and revisions, the
 * identity tables and the others live in the files beside this one, by domain.
 */
export { apiKeys } from './api-keys-schema';
export {
  articleDailyViews,
  articles,
  articleViews,
  PREMIUM_PREVIEW_SQL,
  savedArticles,
} from './articles-schema';
export {
  commentBans,
  commentClosures,
  commentMailOptOuts,
  commentReports,
  comments,
} from './comments-schema';
export { approvedArticleCounts, approvedAuthors, userCount } from './counts-schema';
export { frontPageLead, liveArticles } from './front-page-schema';
export { giftLinks } from './gift-links-schema';
export { account, passkey, session, twoFactor, user, verification } from './identity-schema';
export { siteImportItems, siteImports } from './imports-schema';
export { mailMessages, mailSuppressions } from './mail-schema';
export { meterReads, meterSettings } from './meter-schema';
export { publishers } from './publishers-schema';
export { contactMessages, newsletterIssues, newsletterSubscribers } from './readers-schema';
export { readershipDaily, readershipHits, readershipSalts } from './readership-schema';
export { articleDrafts, articleNotes, articleRevisions } from './revisions-schema';
export { subscriptions } from './subscriptions-schema';
export { webhookDeliveries, webhookEndpoints } from './webhooks-schema';

/** Raw bytes: node-postgres reads bytea as a Buffer, PGlite as a Uint8Array; both come back as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

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
    createdAt: createdAt(),
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
    id: uuidPrimaryKey(),
    /**
     * The payer while their account exists; null once it is deleted. The record itself is kept as the law
     * requires, with the payer's name and address as they were (docs/product.md#deleting-your-account).
     */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    transactionId: text('transaction_id').notNull().unique(),
    provider: text('provider').notNull(),
    plan: text('plan').notNull(),
    days: integer('days').notNull(),
    amountCents: integer('amount_cents').notNull(),
    premiumFrom: timestamp('premium_from', { withTimezone: true }).notNull(),
    premiumUntil: timestamp('premium_until', { withTimezone: true }).notNull(),
    /** When an admin refunded it (docs/product.md#subscriptions-and-payments); its unused premium went with it. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** The automatic renewal this payment started or renewed, if any: refunding it stops that renewal. */
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
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
    userId: userColumn('user_id'),
    plan: text('plan').notNull(),
    days: integer('days').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').notNull().default('requires_payment_method'),
    lastError: text('last_error'),
    /** The reader chose to renew automatically at the end of the period. */
    renew: boolean('renew').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    check(
      'test_payment_intents_status_check',
      sql`${table.status} in ('requires_payment_method', 'succeeded')`,
    ),
  ],
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
    createdAt: createdAt(),
  },
  (table) => [index('audit_log_created_idx').on(table.createdAt.desc().nullsFirst())],
);
