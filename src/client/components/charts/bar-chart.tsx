/** One bar: its label and amount. */
export interface Bar {
  label: string;
  value: number;
}

/**
 * Horizontal bars, each as wide as its share of the largest, drawn with boxes that wrap on a phone. It is
 * a picture of the table the caller gives beside it, so it is hidden from screen readers.
 */
export function BarChart({ bars, colour = '#b91c1c' }: { bars: Bar[]; colour?: string }) {
  const top = Math.max(1, ...bars.map((bar) => bar.value));
  return (
    <ul aria-hidden="true" className="mt-3 space-y-2">
      {bars.map((bar) => (
        <li key={bar.label} className="text-sm">
          <div className="flex justify-between gap-2 text-stone-700">
            <span className="min-w-0 truncate">{bar.label}</span>
            <span className="tabular-nums">{bar.value.toLocaleString('en-US')}</span>
          </div>
          <div className="mt-0.5 h-2.5 rounded-sm bg-stone-100">
            <div
              className="h-full rounded-sm"
              style={{ width: `${(bar.value / top) * 100}%`, background: colour }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
