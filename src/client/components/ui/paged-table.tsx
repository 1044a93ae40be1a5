import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { BusyNote } from './busy-note';
import { Pagination } from './pagination';
import { WithData } from './query-state';

export const thClass = 'whitespace-nowrap px-3 py-3';
export const tdClass = 'px-3 py-3';

/**
 * A table that scrolls sideways inside its own frame on a narrow screen, so the page itself never does.
 * `busy` marks a refresh in the background (the rows shown are the previous ones meanwhile).
 */
export function AdminTable({
  caption,
  busy = false,
  head,
  children,
}: {
  caption: string;
  busy?: boolean;
  head: ReactNode;
  children: ReactNode;
}) {
  return (
    // Browsers make a scrolling box keyboard-focusable themselves, so the wide table stays reachable.
    // `relative` keeps the visually hidden labels inside the box, or they would widen the whole page.
    <div className="relative overflow-x-auto rounded-lg border border-stone-200 bg-white shadow-sm">
      <table className="min-w-full divide-y divide-stone-200 text-left text-sm">
        <caption className="px-3 py-3 text-left text-stone-600">
          {caption}
          {busy ? (
            <span className="ml-2">
              <BusyNote />
            </span>
          ) : null}
        </caption>
        <thead className="bg-stone-50 text-xs font-bold uppercase tracking-wide text-stone-600">
          <tr>{head}</tr>
        </thead>
        <tbody className="divide-y divide-stone-100">{children}</tbody>
      </table>
    </div>
  );
}

/** A dashboard page's heading with its total, e.g. "All Users (12)". */
export function PageHeading({ title, total }: { title: string; total?: number }) {
  return (
    <h1 className="font-serif text-3xl font-bold text-stone-900 sm:text-4xl">
      {title}
      {total !== undefined ? (
        <>
          {' '}
          <span className="text-stone-500">({total.toLocaleString('en-US')})</span>
        </>
      ) : null}
    </h1>
  );
}

/** A page past the end of a list (rows were removed meanwhile): a way back to its first page. */
export function PastLastPage() {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.delete('page');
  const search = params.toString();
  return (
    <p className="rounded-lg border border-stone-200 bg-white p-6 text-stone-600">
      There is nothing on this page.{' '}
      <Link
        to={`${location.pathname}${search ? `?${search}` : ''}`}
        className="font-semibold text-red-700 underline"
      >
        Go to the first page
      </Link>
    </p>
  );
}

/** The part of a list query a paged table needs: the page of rows once it is there, and how to retry. */
export interface PagedQuery<T> {
  data?: { items: T[]; total: number } | undefined;
  error: Error | null;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * A dashboard list in one place: the spinner or the failure with a retry while the page loads, the empty
 * state when there is nothing at all, a way back from a page past the end, else the table and its page links.
 */
export function PagedTable<T>({
  query,
  what,
  empty,
  caption,
  head,
  page,
  pageSize,
  pagesLabel,
  row,
  inline = false,
}: {
  query: PagedQuery<T>;
  /** What is being loaded, e.g. "the users". */
  what: string;
  empty: ReactNode;
  caption: string;
  head: ReactNode;
  page: number;
  pageSize: number;
  /** The accessible name of the page links, e.g. "User pages". */
  pagesLabel: string;
  row: (item: T, index: number) => ReactNode;
  /** The smaller loading state of a reading page (see QueryState). */
  inline?: boolean;
}) {
  return (
    <WithData query={query} what={what} inline={inline}>
      {(data) =>
        data.total === 0 ? (
          empty
        ) : data.items.length === 0 ? (
          <PastLastPage />
        ) : (
          <>
            <AdminTable caption={caption} busy={query.isFetching} head={head}>
              {data.items.map(row)}
            </AdminTable>
            <Pagination page={page} total={data.total} pageSize={pageSize} label={pagesLabel} />
          </>
        )
      }
    </WithData>
  );
}

/** Column headings for a dashboard table; each entry is a heading's text, or its text and extra classes. */
export function HeadCells({ columns }: { columns: (string | [string, string])[] }) {
  return (
    <>
      {columns.map((column) => {
        const [label, extra] = typeof column === 'string' ? [column, ''] : column;
        return (
          <th key={label} scope="col" className={extra ? `${thClass} ${extra}` : thClass}>
            {label}
          </th>
        );
      })}
    </>
  );
}
