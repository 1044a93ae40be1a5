import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, uuidPrimaryKey } from './columns';
import { user } from './identity-schema';

/**
 * API keys (docs/product.md#api-keys, docs/decisions/0036-api-keys.md): a read-only content key reads what a
 * visitor reads; an admin key acts for the admin who made it, on its scopes' endpoints alone. Only the
 * SHA-256 of a key is kept; the key itself is shown once, when it is made.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuidPrimaryKey(),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['content', 'admin'] }).notNull(),
    /** An admin key's scopes (`articles:read` …); a content key has none. */
    scopes: text('scopes').array().notNull().default(sql`'{}'::text[]`),
    /** SHA-256 of the whole key, in hex: a key is 32 random bytes, so a fast hash is enough. */
    keyHash: text('key_hash').notNull().unique(),
    /** The key's first characters, for the admins to tell keys apart. */
    start: text('start').notNull(),
    /** Requests a minute the key may make. */
    ratePerMinute: integer('rate_per_minute').notNull(),
    /** The admin who made it; an admin key stops working when they are no longer an admin. */
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    check('api_keys_name_length_check', sql`char_length(${table.name}) between 1 and 80`),
    check('api_keys_kind_check', sql`${table.kind} in ('content', 'admin')`),
    check('api_keys_rate_check', sql`${table.ratePerMinute} between 1 and 10000`),
  ],
);
