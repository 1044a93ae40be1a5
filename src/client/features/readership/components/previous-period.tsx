import { READERSHIP_TEXTS } from '@shared/messages';

const T = READERSHIP_TEXTS.compare;
const DAY_MS = 86_400_000;

interface Counts {
  views: number;
  visitors: number;
}

/** A range's totals against the same number of days just before it, in words. */
export function PreviousPeriod({
  now,
  previous,
}: {
  now: Counts;
  previous: Counts & { from: string; to: string };
}) {
  const days = Math.round((Date.parse(previous.to) - Date.parse(previous.from)) / DAY_MS) + 1;
  return (
    <p className="mt-1 text-sm text-stone-700">
      {T.lead(days, previous.from, previous.to)} {T.change(T.views, now.views, previous.views)};{' '}
      {T.change(T.visitors, now.visitors, previous.visitors)}.
    </p>
  );
}
