import { count, desc, type SQL } from 'drizzle-orm';
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
