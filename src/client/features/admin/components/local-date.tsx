import { useHydrated } from '../../../lib/use-hydrated';

/** A date in the reader's locale; the server's HTML carries the ISO day until hydration. */
export function LocalDate({ iso, withTime = false }: { iso: string; withTime?: boolean }) {
  const isClient = useHydrated();
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return <span>{iso}</span>;
  return (
    <time dateTime={date.toISOString()} className="whitespace-nowrap">
      {isClient
        ? new Intl.DateTimeFormat(undefined, {
            dateStyle: 'medium',
            ...(withTime ? { timeStyle: 'short' as const } : {}),
          }).format(date)
        : date.toISOString().slice(0, 10)}
    </time>
  );
}
