import type { ReactNode } from 'react';
import { DashboardSpinner } from './dashboard-spinner';
import { Spinner } from './spinner';

/** How a QueryState speaks and looks. */
export interface QueryStateLook {
  /** What was being loaded, e.g. "the users". */
  what: string;
  /** The failure's heading, when "We could not load …" does not fit. */
  title?: string;
  /** What a screen reader hears while loading, when "Loading …" does not fit. */
  loadingLabel?: string;
  inline?: boolean;
}

/**
 * What a screen shows before its data is there: the spinner, or the failure with a retry. `inline` is the
 * smaller spinner of a reading page's list; without it the spinner fills the dashboard's content area.
 */
export function QueryState({
  error,
  what,
  onRetry,
  title,
  loadingLabel,
  inline = false,
}: QueryStateLook & { error: Error | null; onRetry: () => void }) {
  if (!error) {
    const label = loadingLabel ?? `Loading ${what}`;
    if (!inline) return <DashboardSpinner label={label} />;
    return (
      <div className="flex justify-center py-16" role="status">
        <Spinner size={48} />
        <span className="sr-only">{label}</span>
      </div>
    );
  }
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6 text-center">
      <p className="font-semibold text-red-800">{title ?? `We could not load ${what}.`}</p>
      <p className="mt-1 text-red-700">{error.message}</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-4 rounded bg-red-700 px-5 py-2 font-semibold text-white hover:bg-red-800"
      >
        Try again
      </button>
    </div>
  );
}

/** The part of a query that WithData reads. */
export interface DataQuery<T> {
  data?: T | undefined;
  error: Error | null;
  refetch: () => unknown;
}

/** `children` with the query's data once it is there; until then its QueryState (spinner, or failure and retry). */
export function WithData<T>({
  query,
  children,
  ...look
}: QueryStateLook & { query: DataQuery<T>; children: (data: T) => ReactNode }) {
  if (query.data === undefined) {
    return <QueryState {...look} error={query.error} onRetry={() => void query.refetch()} />;
  }
  return <>{children(query.data)}</>;
}
