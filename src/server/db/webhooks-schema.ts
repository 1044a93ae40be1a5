import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, uuidPrimaryKey } from './columns';

/**
 * Webhooks (docs/product.md#webhooks): the addresses admins register, and one delivery per event and
 * address. Deliveries are written by triggers in the same transaction as the change they report
 * (drizzle/0025_webhooks.sql), so no path that publishes an article or records a payment can miss one.
 */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: uuidPrimaryKey(),
  url: text('url').notNull(),
  /** The events it is sent (`article.published` …). */
  events: text('events').array().notNull(),
  /** The key its deliveries are signed with (HMAC-SHA256); shown to the admin once. */
  secret: text('secret').notNull(),
  createdAt: createdAt(),
});

/** A delivery's state: waiting to be queued, queued (sending or retrying), delivered, or failed for now. */
export const WEBHOOK_DELIVERY_STATES = ['new', 'queued', 'delivered', 'failed'] as const;

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuidPrimaryKey(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    payload: jsonb('payload').notNull(),
    state: text('state', { enum: WEBHOOK_DELIVERY_STATES }).notNull().default('new'),
    attempts: integer('attempts').notNull().default(0),
    /** The receiver's last answer, or why there was none. */
    responseStatus: integer('response_status'),
    error: text('error'),
    createdAt: createdAt(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
  },
  (table) => [
    index('webhook_deliveries_new_idx').on(table.createdAt).where(sql`${table.state} = 'new'`),
    index('webhook_deliveries_endpoint_idx').on(table.endpointId, table.createdAt),
  ],
);
