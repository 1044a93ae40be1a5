import { DateText } from './date';

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
  if (Number.isNaN(new Date(iso).getTime())) return null;
  return (
    <p className={`text-sm font-semibold text-sky-900 ${className}`}>
      {label} <DateText iso={iso} style="moment" />
    </p>
  );
}
