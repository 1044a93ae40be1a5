import type { CSSProperties, ReactNode } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { BusyNote } from './busy-note';
import { Link } from './link';
import { Pagination } from './pagination';
import { WithData } from './query-state';

export const thClass = 'whitespace-nowrap px-3 py-3';
export const tdClass = 'px-3 py-3';

/** A column heading's text, or its text and extra classes for its heading cell. */
export type Column = string | readonly [string, string];

const columnLabel = (column: Column) => (typeof column === 'string' ? column : column[0]);

/**
 * Below the `md` breakpoint the table is a list of cards: each row a card, each cell a block under its
 * column's label (`--col-N`, set by AdminTable), the headings kept for screen readers only. These win over
 * the cells' own widths and `whitespace-nowrap`, so nothing is wider than the screen.
 */
const CARDS = [
  'max-md:overflow-visible max-md:border-0 max-md:bg-transparent max-md:shadow-none',
  'max-md:[&_table]:block max-md:[&_table]:min-w-0 max-md:[&_caption]:block max-md:[&_caption]:px-0',
  'max-md:[&_caption]:pt-0 max-md:[&_thead]:sr-only max-md:[&_tbody]:block',
  'max-md:[&_tbody>tr]:relative max-md:[&_tbody>tr]:mb-3 max-md:[&_tbody>tr]:block max-md:[&_tbody>tr]:py-2',
  'max-md:[&_tbody>tr]:rounded-lg max-md:[&_tbody>tr]:border max-md:[&_tbody>tr]:border-stone-200',
  'max-md:[&_tbody>tr]:bg-white max-md:[&_tbody>tr]:shadow-sm',
  'max-md:[&_td]:block max-md:[&_td]:min-w-0 max-md:[&_td]:max-w-none max-md:[&_td]:px-4 max-md:[&_td]:py-1.5',
  'max-md:[&_td]:text-left max-md:[&_td]:whitespace-normal max-md:[&_td]:wrap-anywhere',
  // A date keeps to one line in a table's column, and wraps in a card, where large text may need two.
  'max-md:[&_td_time]:whitespace-normal',
  'max-md:[&_td]:before:block max-md:[&_td]:before:mb-0.5 max-md:[&_td]:before:text-xs',
  'max-md:[&_td]:before:font-bold max-md:[&_td]:before:uppercase max-md:[&_td]:before:tracking-wide',
  'max-md:[&_td]:before:text-stone-600',
  'max-md:[&_td:nth-child(1)]:before:content-[var(--col-1)]',
  'max-md:[&_td:nth-child(2)]:before:content-[var(--col-2)]',
  'max-md:[&_td:nth-child(3)]:before:content-[var(--col-3)]',
  'max-md:[&_td:nth-child(4)]:before:content-[var(--col-4)]',
  'max-md:[&_td:nth-child(5)]:before:content-[var(--col-5)]',
  'max-md:[&_td:nth-child(6)]:before:content-[var(--col-6)]',
  'max-md:[&_td:nth-child(7)]:before:content-[var(--col-7)]',
  'max-md:[&_td:nth-child(8)]:before:content-[var(--col-8)]',
  'max-md:[&_td:nth-child(9)]:before:content-[var(--col-9)]',
  'max-md:[&_td:nth-child(10)]:before:content-[var(--col-10)]',
].join(' ');

/**
 * A table that scrolls sideways inside its own frame on a wide screen; below the `md` breakpoint each row is
 * a card instead, each cell under its column's label (CARDS), so the page itself never scrolls sideways and
 * every action is on screen. `busy` marks a refresh in the background (the rows shown are the previous ones
 * meanwhile); `stale` rows are being replaced (a new page or filter is loading): the table is dimmed, and
 * marked busy for assistive technology.
 */
export function AdminTable({
  caption,
  busy = false,
  stale = false,
  columns,
  children,
}: {
  caption: string;
  busy?: boolean;
  stale?: boolean;
  columns: readonly Column[];
  children: ReactNode;
}) {
  const labels = Object.fromEntries(
    columns.map((column, index) => [`--col-${index + 1}`, JSON.stringify(columnLabel(column))]),
  ) as CSSProperties;
  return (
    // Browsers make a scrolling box keyboard-focusable themselves, so the wide table stays reachable.
    // `relative` keeps the visually hidden labels inside the box, or they would widen the whole page.
    <div
      style={labels}
      className={`relative overflow-x-auto rounded-lg border border-stone-200 bg-white shadow-sm ${CARDS}`}
    >
      <table
        aria-busy={busy || stale}
        className={`min-w-full divide-y divide-stone-200 text-left text-sm transition-opacity ${
          stale ? 'opacity-50' : ''
        }`}
      >
        <caption className="px-3 py-3 text-left text-stone-600">
          {caption}
          {busy || stale ? (
            <span className="ml-2">
              <BusyNote />
            </span>
          ) : null}
        </caption>
        <thead className="bg-stone-50 text-xs font-bold uppercase tracking-wide text-stone-600">
          <tr>
            <HeadCells columns={columns} />
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">{children}</tbody>
      </table>
    </div>
  );
}

/**
 * Whether the router is loading another page or filter of the list on screen (same path, new query): its
 * rows stay until the new ones arrive, and meanwhile they are not what the address asks for.
 */
export function useStaleRows() {
  const navigation = useNavigation();
  const location = useLocation();
  return (
    navigation.state === 'loading' &&
    navigation.location.pathname === location.pathname &&
    navigation.location.search !== location.search
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
  columns,
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
  columns: readonly Column[];
  page: number;
  pageSize: number;
  /** The accessible name of the page links, e.g. "User pages". */
  pagesLabel: string;
  row: (item: T, index: number) => ReactNode;
  /** The smaller loading state of a reading page (see QueryState). */
  inline?: boolean;
}) {
  const stale = useStaleRows();
  return (
    <WithData query={query} what={what} inline={inline}>
      {(data) =>
        data.total === 0 ? (
          empty
        ) : data.items.length === 0 ? (
          <PastLastPage />
        ) : (
          <>
            <AdminTable caption={caption} busy={query.isFetching} stale={stale} columns={columns}>
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
function HeadCells({ columns }: { columns: readonly Column[] }) {
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
