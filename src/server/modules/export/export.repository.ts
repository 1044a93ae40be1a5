import type { ExportSection } from '@shared/schemas/export';
import { and, asc, eq, getTableColumns, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  articleNotes,
  articleRevisions,
  articles,
  comments,
  mediaFiles,
  newsletterIssues,
  newsletterSubscribers,
  payments,
  publishers,
  subscriptions,
  user,
} from '../../db/schema';

/** Rows a page: small enough to keep memory flat, large enough to keep the round trips few. */
const PAGE = 500;
/** Image files are larger: fewer a page. */
const MEDIA_PAGE = 20;

export interface Source {
  table: PgTable;
  /** The unique column the rows are read in order of, a page after the last one read. */
  key: AnyPgColumn;
  /** Columns left out: derived ones (search vectors) and secrets (unsubscribe tokens). */
  omit?: readonly string[];
  page?: number;
}

/**
 * What each section of the archive is read from. Accounts' passwords, sessions and passkeys live in other
 * tables (account, session, passkey) and are never read here.
 */
export const SOURCES: Record<ExportSection, Source> = {
  publishers: { table: publishers, key: publishers.id },
  readers: { table: user, key: user.id },
  media: { table: mediaFiles, key: mediaFiles.name, page: MEDIA_PAGE },
  articles: { table: articles, key: articles.id, omit: ['search', 'searchOpen'] },
  article_revisions: { table: articleRevisions, key: articleRevisions.id },
  article_notes: { table: articleNotes, key: articleNotes.id },
  subscriptions: { table: subscriptions, key: subscriptions.id },
  payments: { table: payments, key: payments.id },
  newsletter_subscribers: {
    table: newsletterSubscribers,
    key: newsletterSubscribers.id,
    omit: ['unsubscribeToken'],
  },
  newsletter_issues: { table: newsletterIssues, key: newsletterIssues.id },
  comments: { table: comments, key: comments.id },
};

export type StoredRow = Record<string, unknown>;

/** The site's stored rows for the exports, each section read a page at a time in the order of its key. */
export function createExportRepository(db: Db) {
  return {
    async *section(name: ExportSection): AsyncGenerator<StoredRow> {
      const { table, key, omit = [], page = PAGE } = SOURCES[name];
      const columns = Object.fromEntries(
        Object.entries(getTableColumns(table)).filter(([field]) => !omit.includes(field)),
      );
      const keyField = Object.entries(columns).find(([, column]) => column === key)?.[0] as string;
      let after: unknown = null;
      while (true) {
        const rows: StoredRow[] = await db
          .select(columns)
          .from(table)
          .where(after === null ? undefined : gt(key, after))
          .orderBy(asc(key))
          .limit(page);
        yield* rows;
        if (rows.length < page) return;
        after = rows.at(-1)?.[keyField];
      }
    },

    /** A page of reader accounts after `after` (by id), with each one's subscription, if any. */
    accountsAfter: (after: string | null) =>
      db
        .select({
          id: user.id,
          email: user.email,
          name: user.name,
          role: user.role,
          emailVerified: user.emailVerified,
          premiumUntil: user.premiumUntil,
          createdAt: user.createdAt,
          plan: subscriptions.plan,
          status: subscriptions.status,
          cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
          currentPeriodEnd: subscriptions.currentPeriodEnd,
        })
        .from(user)
        .leftJoin(subscriptions, eq(subscriptions.userId, user.id))
        .where(after === null ? undefined : gt(user.id, after))
        .orderBy(asc(user.id))
        .limit(PAGE),

    /** Of these addresses (lower-cased), those whose owners confirmed the newsletter. */
    async confirmedSubscribers(emails: string[]): Promise<Set<string>> {
      if (emails.length === 0) return new Set();
      const rows = await db
        .select({ email: sql<string>`lower(${newsletterSubscribers.email})` })
        .from(newsletterSubscribers)
        .where(
          and(
            inArray(sql`lower(${newsletterSubscribers.email})`, emails),
            isNotNull(newsletterSubscribers.confirmedAt),
          ),
        );
      return new Set(rows.map((row) => row.email));
    },

    /** A page of newsletter subscribers after `after` (by id) whose address has no account. */
    subscribersWithoutAccountAfter: (after: string | null) =>
      db
        .select({
          id: newsletterSubscribers.id,
          email: newsletterSubscribers.email,
          confirmedAt: newsletterSubscribers.confirmedAt,
          createdAt: newsletterSubscribers.createdAt,
        })
        .from(newsletterSubscribers)
        .where(
          sql`${after === null ? sql`true` : gt(newsletterSubscribers.id, after)} and not exists (select 1 from ${user} where lower(${user.email}) = lower(${newsletterSubscribers.email}))`,
        )
        .orderBy(asc(newsletterSubscribers.id))
        .limit(PAGE),
  };
}

export const EXPORT_PAGE = PAGE;

/** A field of an archive's row its table does not have (or the export leaves out). */
export class UnknownFieldError extends Error {}

/** A row of the archive as its table stores it: dates as dates, image bytes as bytes. */
function storedRow(section: ExportSection, row: StoredRow): StoredRow {
  const { table, omit = [] } = SOURCES[section];
  const columns = getTableColumns(table);
  const stored: StoredRow = {};
  for (const [field, value] of Object.entries(row)) {
    const column = columns[field];
    if (!column || omit.includes(field)) throw new UnknownFieldError(field);
    if (value !== null && column.dataType === 'date') stored[field] = new Date(value as string);
    else if (value !== null && column.getSQLType() === 'bytea')
      stored[field] = Buffer.from(value as string, 'base64');
    else stored[field] = value;
  }
  return stored;
}

/** The writes of an archive's import: rows of a section (a row already there kept), replies' parents. */
export interface ArchiveWriter {
  /** The row as its table stores it; throws UnknownFieldError for a field the table lacks. */
  stored(section: ExportSection, row: StoredRow): StoredRow;
  insert(section: ExportSection, rows: StoredRow[]): Promise<void>;
  attachReply(id: string, parentId: string): Promise<void>;
}

/** Runs an import's writes in one transaction: all of them stay, or none. */
export function importInTransaction<T>(db: Db, work: (writer: ArchiveWriter) => Promise<T>): Promise<T> {
  return db.transaction((tx) =>
    work({
      stored: storedRow,
      insert: async (section, rows) => {
        if (rows.length > 0) await tx.insert(SOURCES[section].table).values(rows).onConflictDoNothing();
      },
      attachReply: async (id, parentId) => {
        await tx.update(comments).set({ parentId }).where(eq(comments.id, id));
      },
    }),
  );
}
