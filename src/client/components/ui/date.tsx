import { useHydrated } from '../../lib/use-hydrated';

/**
 * How a date reads: `day` (Nov 27, 2026), `long` (November 27, 2026), `moment` (a day and a time),
 * `longMoment` (a long day and a time), `relative` ("2 hr. ago" within a day, then the day).
 */
export type DateStyle = 'day' | 'long' | 'moment' | 'longMoment' | 'relative';

const OPTIONS: Record<Exclude<DateStyle, 'relative'>, Intl.DateTimeFormatOptions> = {
  day: { dateStyle: 'medium' },
  long: { dateStyle: 'long' },
  moment: { dateStyle: 'medium', timeStyle: 'short' },
  longMoment: { dateStyle: 'long', timeStyle: 'short' },
};

/**
 * Making a formatter costs far more than using one (it loads the language's data): one per language, style
 * and zone is kept, so a page of fifty dates makes one.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(style: Exclude<DateStyle, 'relative'>, utc: boolean, locale: string | undefined) {
  const key = `${locale ?? ''}|${style}|${utc}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...OPTIONS[style], ...(utc ? { timeZone: 'UTC' } : {}) });
    formatters.set(key, formatter);
  }
  return formatter;
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * A time as a reader reads it: in the reader's language and zone, or (`utc`, for a day that is a day
 * everywhere, like a correction's) as the day it is in UTC. With `now`, `relative` says how long ago a time
 * of the last day was.
 */
export function formatDate(
  date: Date,
  style: DateStyle,
  { now, utc = false, locale }: { now?: number; utc?: boolean; locale?: string } = {},
): string {
  if (style === 'relative') {
    const ago = (now ?? Date.now()) - date.getTime();
    if (now !== undefined && ago >= 0 && ago < DAY_MS) {
      const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'short' });
      return ago < HOUR_MS
        ? relative.format(-Math.max(1, Math.round(ago / 60_000)), 'minute')
        : relative.format(-Math.floor(ago / HOUR_MS), 'hour');
    }
    return formatDate(date, 'day', { utc, ...(locale ? { locale } : {}) });
  }
  return formatterOf(style, utc, locale).format(date);
}

/**
 * Every date the site shows (docs/product.md#pages-and-navigation): a `<time>` with the exact time in
 * `dateTime`. The server's HTML and the render that hydrates it say the same words — the time in UTC, in
 * English, a relative time as its day — so hydration never differs; then the reader's language and zone,
 * and "how long ago", follow. A page that never hydrates keeps the UTC words, which are true.
 */
export function DateText({
  iso,
  style = 'day',
  utc = false,
  className,
}: {
  iso: string;
  style?: DateStyle;
  utc?: boolean;
  className?: string;
}) {
  const hydrated = useHydrated();
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const withTime = style === 'moment' || style === 'longMoment';
  const text = hydrated
    ? formatDate(date, style, { now: Date.now(), utc })
    : `${formatDate(date, style, { utc: true, locale: 'en-US' })}${withTime ? ' UTC' : ''}`;
  return (
    // A day that is a day everywhere is a date, not a moment.
    <time
      dateTime={utc && !withTime ? date.toISOString().slice(0, 10) : date.toISOString()}
      className={className ?? 'whitespace-nowrap'}
    >
      {text}
    </time>
  );
}
