import { PageSpinner } from './spinner';

/** The spec's loading spinner (centred, red, size 100), filling the dashboard's content area. */
export function DashboardSpinner({ label = 'Loading' }: { label?: string }) {
  return <PageSpinner label={label} className="min-h-[60vh]" />;
}
