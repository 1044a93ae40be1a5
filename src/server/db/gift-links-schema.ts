import { index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { articleColumn } from './articles-schema';
import { createdAt, uuidPrimaryKey } from './columns';
import { userColumn } from './identity-schema';

// ── Gift links (src/server/modules/gift-links) ──

/**
 * A subscriber's gift of one premium article: whoever holds the signed link reads it in full until it
 * expires or the subscriber withdraws it. Opens are a count, never who opened it.
 */
export const giftLinks = pgTable(
  'gift_links',
  {
    id: uuidPrimaryKey(),
    articleId: articleColumn(),
    senderId: userColumn('sender_id'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    opens: integer('opens').notNull().default(0),
  },
  (table) => [index('gift_links_sender_created_idx').on(table.senderId, table.createdAt)],
);
