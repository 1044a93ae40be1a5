import { count, desc, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** Which page of a longer list, counted from 1, and how many rows a page holds. */
export interface PageRange {
  page: number;
  limit: number;
}

/** A page of rows and how many there are in all (the X-Total-Count of the answer). */
export interface Paged<R> {
  rows: R[];
  total: number;
}

/** A table whose rows carry an id and when they were stored. */
type Dated = PgTable & { id: AnyPgColumn; createdAt: AnyPgColumn };

/**
 * One page of a table's rows, newest first (ties by id, so pages never overlap), and how many rows match
 * in all: the shape of every paged list in the dashboard. Used by the repository that owns the table.
 */
export async function newestFirst<T extends Dated>(
  db: Db,
  table: T,
  range: PageRange,
  where?: SQL,
): Promise<Paged<T['$inferSelect']>> {
  const source = table as PgTable;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(source)
      .where(where)
      .orderBy(desc(table.createdAt), desc(table.id))
      .limit(range.limit)
      .offset((range.page - 1) * range.limit),
    db.select({ total: count() }).from(source).where(where),
  ]);
  return { rows: rows as T['$inferSelect'][], total: totals[0]?.total ?? 0 };
}

/** A page whose rows are turned into what the API answers. */
export async function mapPage<R, D>(page: Promise<Paged<R>>, map: (row: R) => D): Promise<Paged<D>> {
  const { rows, total } = await page;
  return { rows: rows.map(map), total };
}

/**
 * Where a read of a reader's rows in pages stopped (newest first): the last row's time as the database wrote
 * it, as text (a Date would cut its microseconds, and the next page would read that row again), and its id.
 */
export interface Cursor {
  at: string;
  id: string;
}

/** A row's time as its cursor keeps it. */
export const cursorTime = (column: AnyPgColumn) => sql<string>`${column}::text`;

/** The rows that come after the cursor, newest first by `at` and then by `id`: all of them without one. */
export function pastCursor(at: AnyPgColumn, id: AnyPgColumn, cursor: Cursor | null): SQL | undefined {
  return cursor ? sql`(${at}, ${id}) < (${cursor.at}::timestamptz, ${cursor.id})` : undefined;
}

/**
 * Every row a paged read gives, a page at a time: `read` answers the page after a cursor (at most `size`
 * rows, newest first), so only one page is ever held.
 */
export async function* everyPage<R extends { cursorAt: string; id: string }>(
  size: number,
  read: (cursor: Cursor | null, size: number) => Promise<R[]>,
): AsyncGenerator<R> {
  let cursor: Cursor | null = null;
  while (true) {
    const rows = await read(cursor, size);
    yield* rows;
    const last = rows.at(-1);
    if (!last || rows.length < size) return;
    cursor = { at: last.cursorAt, id: last.id };
  }
}
