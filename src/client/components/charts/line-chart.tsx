/** One line of a line chart: its name, colour and a value per point. */
export interface Series {
  name: string;
  colour: string;
  values: number[];
}

const WIDTH = 600;
const HEIGHT = 160;

/**
 * Lines over days, in an SVG that stretches to its box (so a phone never scrolls sideways). It is a
 * picture of the table the caller gives beside it, so it is hidden from screen readers; its scale (the
 * first and last label, and the largest value) is written out as text.
 */
export function LineChart({ series, labels }: { series: Series[]; labels: string[] }) {
  const top = Math.max(1, ...series.flatMap((line) => line.values));
  const x = (index: number) => (labels.length > 1 ? (index / (labels.length - 1)) * WIDTH : WIDTH / 2);
  const y = (value: number) => HEIGHT - (value / top) * (HEIGHT - 4) - 2;
  return (
    <div aria-hidden="true" className="mt-3">
      <div className="flex gap-2 text-xs text-stone-500">
        <span className="w-10 shrink-0 text-right">{top.toLocaleString('en-US')}</span>
        <svg
          aria-hidden="true"
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="h-40 w-full min-w-0 border-b border-l border-stone-300"
          focusable="false"
        >
          {series.map((line) => (
            <polyline
              key={line.name}
              points={line.values.map((value, index) => `${x(index)},${y(value)}`).join(' ')}
              fill="none"
              stroke={line.colour}
              strokeWidth={2}
              vectorEffect="non-scaling-stroke"
            />
          ))}
        </svg>
      </div>
      <div className="ml-12 flex justify-between text-xs text-stone-500">
        <span>{labels[0]}</span>
        <span>{labels.at(-1)}</span>
      </div>
      <ul className="mt-2 flex flex-wrap gap-x-4 text-sm text-stone-700">
        {series.map((line) => (
          <li key={line.name} className="flex items-center gap-1.5">
            <span className="inline-block h-0.5 w-4" style={{ background: line.colour }} />
            {line.name}
          </li>
        ))}
      </ul>
    </div>
  );
}
