import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, uuidPrimaryKey } from './columns';
import { user } from './identity-schema';

// ── Readers' mail ──

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuidPrimaryKey(),
    email: text('email').notNull(),
    unsubscribeToken: text('unsubscribe_token').notNull().unique(),
    createdAt: createdAt(),
    /**
     * When the address was confirmed (double opt-in: the link in the confirmation mail, or a registered
     * reader's verified address); until then it receives nothing but that mail.
     */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('newsletter_subscribers_email_idx').on(sql`lower(${table.email})`),
    index('newsletter_subscribers_confirmed_idx').on(table.confirmedAt, table.id),
  ],
);

/**
 * A newsletter issue an editor composes from approved articles: a draft, then scheduled or sent. Its
 * messages are rows of mail_messages with its id (one per recipient, keyed by issue and address).
 */
export const newsletterIssues = pgTable(
  'newsletter_issues',
  {
    id: uuidPrimaryKey(),
    subject: text('subject').notNull(),
    intro: text('intro').notNull().default(''),
    /** The articles, in the order the editor chose. */
    articleIds: jsonb('article_ids').$type<string[]>().notNull().default([]),
    /** draft → scheduled → sending → sent. */
    state: text('state').notNull().default('draft'),
    /** When a scheduled issue goes out. */
    sendAt: timestamp('send_at', { withTimezone: true }),
    /** When its messages were queued. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('newsletter_issues_state_check', sql`${table.state} in ('draft', 'scheduled', 'sending', 'sent')`),
    index('newsletter_issues_created_idx').on(table.createdAt),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuidPrimaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** When an editor marked the message handled (read and dealt with); null while it waits. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (table) => [index('contact_messages_created_idx').on(table.createdAt.desc().nullsFirst())],
);
