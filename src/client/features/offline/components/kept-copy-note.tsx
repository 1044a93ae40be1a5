import { OFFLINE_TEXTS } from '@shared/messages/offline';

const format = (time: number) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(time);

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
