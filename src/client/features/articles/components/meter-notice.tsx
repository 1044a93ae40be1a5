import { meterNotice } from '@shared/messages/meter-notice';
import type { Article } from '@shared/schemas/articles';

/** How many free articles the reader has left, above an article the meter opened; nothing otherwise. */
export function MeterNotice({ meter }: { meter: Article['meter'] }) {
  if (!meter) return null;
  return (
    <p role="status" className="mt-6 rounded-lg border border-sky-300 bg-sky-50 p-4 text-stone-800">
      {meterNotice(meter.remaining, meter.allowance)}
    </p>
  );
}
