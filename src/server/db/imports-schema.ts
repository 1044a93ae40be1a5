import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, uuidPrimaryKey } from './columns';
import { user } from './identity-schema';

/** An import's state: read and waiting for the admin's go, queued or running, finished, or stopped by an error. */
export const SITE_IMPORT_STATES = ['ready', 'running', 'done', 'failed'] as const;

/**
 * An import from Ghost or WordPress (docs/product.md#importing-from-ghost-or-wordpress): the file as read
 * (`source`, the posts, authors and members in one shape whatever the platform), the admin's choices, and
 * how far the job has gone. The job works through `source` in order and counts what it created.
 */
export const siteImports = pgTable(
  'site_imports',
  {
    id: uuidPrimaryKey(),
    platform: text('platform', { enum: ['ghost', 'wordpress'] }).notNull(),
    fileName: text('file_name').notNull(),
    /** Which site the file came from: what the ids in site_import_items are relative to. */
    sourceKey: text('source_key').notNull(),
    source: jsonb('source').notNull(),
    /** The dry run as it was when the file was read: what will be created, what cannot be converted. */
    plan: jsonb('plan').notNull(),
    state: text('state', { enum: SITE_IMPORT_STATES }).notNull().default('ready'),
    /** Chosen when the admin starts it: the publisher of every article, the section of posts with no matching tag. */
    publisher: text('publisher'),
    fallbackSection: text('fallback_section'),
    total: integer('total').notNull().default(0),
    done: integer('done').notNull().default(0),
    /** What this run created, by kind: `{ articles, authors, subscribers, images }`. */
    created: jsonb('created').$type<Record<string, number>>().notNull().default({}),
    /** What the run could not bring over (pictures that could not be fetched …), at most a few hundred. */
    notes: jsonb('notes').$type<{ item: string; reason: string }[]>().notNull().default([]),
    error: text('error'),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    check('site_imports_progress_check', sql`${table.done} >= 0 and ${table.done} <= ${table.total}`),
  ],
);

/**
 * What an import created, keyed on the source's own ids: a post, author or member once brought over is
 * never brought over again, by a resumed job or by a second import of the same file.
 */
export const siteImportItems = pgTable(
  'site_import_items',
  {
    sourceKey: text('source_key').notNull(),
    kind: text('kind', { enum: ['post', 'author', 'member'] }).notNull(),
    sourceId: text('source_id').notNull(),
    /** The article, user or subscriber made of it (or found: an author whose address already had an account). */
    targetId: text('target_id').notNull(),
    importId: uuid('import_id').references(() => siteImports.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.sourceKey, table.kind, table.sourceId] })],
);
