import { useHydrated } from '../../lib/use-hydrated';

/**
 * "Scheduled for {date and time}" of an article approved for a later time (docs/product.md#scheduling): the
 * time in the reader's locale and zone, the server's HTML carrying it in UTC until hydration.
 */
export function ScheduledFor({
  iso,
  label,
  className = '',
}: {
  iso: string;
  label: string;
  className?: string;
}) {
  const hydrated = useHydrated();
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const shown = hydrated
    ? new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(date)
    : `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  return (
    <p className={`text-sm font-semibold text-sky-900 ${className}`}>
      {label}{' '}
      <time dateTime={date.toISOString()} className="whitespace-nowrap">
        {shown}
      </time>
    </p>
  );
}
