import { Spinner } from './spinner';

/** A small "Updating…" beside a list that is refreshing in the background (the old rows stay meanwhile). */
export function BusyNote({ label = 'Updating…', size = 14 }: { label?: string; size?: number }) {
  return (
    <span role="status" className="inline-flex items-center gap-1 text-sm text-stone-500">
      <Spinner size={size} />
      {label}
    </span>
  );
}
