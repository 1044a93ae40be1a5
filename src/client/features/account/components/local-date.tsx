import { useHydrated } from '../../../lib/use-hydrated';

const FORMATS = {
  day: { dateStyle: 'long' },
  moment: { dateStyle: 'medium', timeStyle: 'short' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/** A day (or a moment, `withTime`) in the reader's locale; the server's HTML carries the ISO day. */
export function LocalDate({ iso, withTime = false }: { iso: string; withTime?: boolean }) {
  const hydrated = useHydrated();
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const format = withTime ? FORMATS.moment : FORMATS.day;
  return (
    <time dateTime={date.toISOString()}>
      {hydrated ? date.toLocaleString(undefined, format) : date.toISOString().slice(0, 10)}
    </time>
  );
}

/** Whether a subscription that runs until `premiumUntil` is still running. */
export function isPremiumActive(premiumUntil: string | null): premiumUntil is string {
  return premiumUntil !== null && new Date(premiumUntil).getTime() > Date.now();
}
