/** One slice of a donut: its name, its amount and its colour. */
export interface Slice {
  name: string;
  value: number;
  fill: string;
}

const SIZE = 200;
const CENTRE = SIZE / 2;
const OUTER = 80;
const TURN = 2 * Math.PI;

/** A point at `radius` from the centre, `angle` clockwise from twelve o'clock. */
const at = (radius: number, angle: number) =>
  `${(CENTRE + radius * Math.sin(angle)).toFixed(2)} ${(CENTRE - radius * Math.cos(angle)).toFixed(2)}`;

/** The ring between `inner` and OUTER from angle `from` to `to`: two arcs joined by straight ends. */
function sector(inner: number, from: number, to: number): string {
  const large = to - from > Math.PI ? 1 : 0;
  return `M${at(OUTER, from)} A${OUTER} ${OUTER} 0 ${large} 1 ${at(OUTER, to)} L${at(inner, to)} A${inner} ${inner} 0 ${large} 0 ${at(inner, from)} Z`;
}

/** A slice's outline; a whole ring is drawn as two halves (an arc cannot end where it starts). */
const slicePath = (inner: number, from: number, to: number) =>
  to - from >= TURN - 1e-9
    ? `${sector(inner, from, from + Math.PI)} ${sector(inner, from + Math.PI, to)}`
    : sector(inner, from, to);

/**
 * A flat donut drawn as one SVG path per slice, each an arc of the ring as wide as its share
 * (docs/decisions/0029-charts.md). It is a picture of the legend beside it and of the table the caller
 * gives screen readers, so it is hidden from them; each slice names its count on hover.
 */
export function DonutChart({ slices, hole, unit }: { slices: Slice[]; hole: number; unit: string }) {
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  const inner = OUTER * hole;
  let start = 0;
  return (
    <div className="mt-2">
      <svg
        aria-hidden="true"
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        className="mx-auto block h-auto w-full max-w-72"
        focusable="false"
      >
        {slices.map((slice) => {
          const from = start;
          start += total ? (slice.value / total) * TURN : 0;
          return (
            <path
              key={slice.name}
              d={slicePath(inner, from, start)}
              fill={slice.fill}
              stroke="#fff"
              strokeWidth={1}
            >
              <title>{`${slice.name}: ${slice.value.toLocaleString('en-US')} ${unit}`}</title>
            </path>
          );
        })}
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
