import { DashboardSpinner } from './dashboard-spinner';

/** What a dashboard screen shows before its data is there: the spinner, or the failure with a retry. */
export function QueryState({
  error,
  what,
  onRetry,
}: {
  error: Error | null;
  /** What was being loaded, e.g. "the users". */
  what: string;
  onRetry: () => void;
}) {
  if (!error) return <DashboardSpinner label={`Loading ${what}`} />;
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6 text-center">
      <p className="font-semibold text-red-800">We could not load {what}.</p>
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
