import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, uuidPrimaryKey } from './columns';

/**
 * Every e-mail the site sends, one row per recipient and message, so a crash mid-send neither loses nor
 * repeats one (docs/decisions/0018-mail-queue-on-pg-boss.md). `key` is the idempotency key: the same
 * message to the same address (a newsletter issue, a receipt for one payment …) is one row however often
 * it is asked for.
 */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: uuidPrimaryKey(),
    key: text('key').notNull().unique(),
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    /** What the template is given; rendered when the message is sent. */
    data: jsonb('data').notNull(),
    /** The newsletter issue this message carries, for its counts. */
    issueId: uuid('issue_id'),
    /** queued → sending → sent; bounced (5xx), failed (out of attempts), skipped (a bouncing address). */
    state: text('state').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** While `sending`, no other process takes the row before this; after it, the send is presumed dead. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'mail_messages_state_check',
      sql`${table.state} in ('queued', 'sending', 'sent', 'bounced', 'failed', 'skipped')`,
    ),
    index('mail_messages_issue_state_idx').on(table.issueId, table.state),
  ],
);

/** Addresses whose mail server refused mail permanently (5xx): nothing but what they ask for goes there. */
export const mailSuppressions = pgTable(
  'mail_suppressions',
  {
    /** In lower case. */
    email: text('email').primaryKey(),
    /** The server's answer, e.g. `550 5.1.1 mailbox unavailable`. */
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (table) => [check('mail_suppressions_email_check', sql`${table.email} = lower(${table.email})`)],
);
