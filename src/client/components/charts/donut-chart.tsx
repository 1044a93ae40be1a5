/** One slice of a donut: its name, its amount and its colour. */
export interface Slice {
  name: string;
  value: number;
  fill: string;
}

const SIZE = 200;
const OUTER = 80;

/**
 * A flat donut drawn as one SVG circle per slice, each a dash of the ring as long as its share
 * (docs/decisions/0028-charts.md). It is a picture of the legend beside it and of the table the caller
 * gives screen readers, so it is hidden from them; each slice names its count on hover.
 */
export function DonutChart({ slices, hole, unit }: { slices: Slice[]; hole: number; unit: string }) {
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  const inner = OUTER * hole;
  const radius = (OUTER + inner) / 2;
  const circumference = 2 * Math.PI * radius;
  let start = 0;
  return (
    <div className="mt-2">
      <svg
        aria-hidden="true"
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        className="mx-auto block h-auto w-full max-w-72"
        focusable="false"
      >
        <g transform={`rotate(-90 ${SIZE / 2} ${SIZE / 2})`}>
          {slices.map((slice) => {
            const length = total ? (slice.value / total) * circumference : 0;
            const dash = (
              <circle
                key={slice.name}
                cx={SIZE / 2}
                cy={SIZE / 2}
                r={radius}
                fill="none"
                stroke={slice.fill}
                strokeWidth={OUTER - inner}
                strokeDasharray={`${length} ${circumference - length}`}
                strokeDashoffset={-start}
              >
                <title>{`${slice.name}: ${slice.value.toLocaleString('en-US')} ${unit}`}</title>
              </circle>
            );
            start += length;
            return dash;
          })}
        </g>
      </svg>
      <ul className="mt-3 flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm text-stone-700">
        {slices.map((slice) => (
          <li key={slice.name} className="flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className="inline-block size-3 rounded-sm"
              style={{ background: slice.fill }}
            />
            {slice.name}
          </li>
        ))}
      </ul>
    </div>
  );
}
