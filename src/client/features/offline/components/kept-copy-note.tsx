import { OFFLINE_TEXTS } from '@shared/messages/offline';
import { formatDate } from '../../../components/ui/date';

// Shown only in the browser, offline: the reader's own words at once.
const format = (time: number) => formatDate(new Date(time), 'moment');

/** Above a saved article read offline: that the network is out, and when the copy on screen was made. */
export function KeptCopyNote({ time }: { time: number }) {
  return (
    <p
      role="status"
      className="mb-6 rounded border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-950"
    >
      {OFFLINE_TEXTS.banner(format(time))}
    </p>
  );
}
