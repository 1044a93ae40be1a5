import { Spinner } from './spinner';

/** The spec's loading spinner (centred, red, size 100), filling the dashboard's content area. */
export function DashboardSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-[60vh] items-center justify-center" role="status" aria-live="polite">
      <Spinner size={100} />
      <span className="sr-only">{label}</span>
    </div>
  );
}
