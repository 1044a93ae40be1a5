import { useLocation } from 'react-router';
import { Link } from './link';

const itemClass =
  'inline-flex min-w-10 items-center justify-center rounded border px-3 py-2 text-sm font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700/40';
const linkClass = `${itemClass} border-stone-300 bg-white text-stone-700 hover:border-red-700 hover:text-red-800`;
const currentClass = `${itemClass} border-red-700 bg-red-700 text-white`;
const disabledClass = `${itemClass} cursor-not-allowed border-stone-200 bg-stone-50 text-stone-400`;

type Slot = number | 'gap-start' | 'gap-end';

/** First, last, and the current page with its neighbours; gaps where pages are skipped. */
function pageSlots(page: number, totalPages: number): Slot[] {
  const wanted = new Set([1, totalPages, page - 1, page, page + 1]);
  const pages = [...wanted].filter((n) => n >= 1 && n <= totalPages).sort((a, b) => a - b);
  const slots: Slot[] = [];
  for (const [index, n] of pages.entries()) {
    const previous = pages[index - 1];
    if (previous !== undefined && n - previous === 2) slots.push(n - 1);
    else if (previous !== undefined && n - previous > 2) slots.push(n < page ? 'gap-start' : 'gap-end');
    slots.push(n);
  }
  return slots;
}

/**
 * Page links for a list whose page lives in the URL (`?page=`). Only `page` changes: every other search
 * parameter (search text, filters) is kept. Plain links, so paging works before the bundle loads.
 */
export function Pagination({
  page,
  total,
  pageSize,
  label = 'Pagination',
}: {
  page: number;
  total: number;
  pageSize: number;
  label?: string;
}) {
  const location = useLocation();
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  if (totalPages <= 1) return null;
  // Past the last page (an old link) no page link is the current one, and Previous goes to the last.
  const current = Math.min(page, totalPages);
  const previous = page > totalPages ? totalPages : current - 1;

  const hrefFor = (target: number) => {
    const params = new URLSearchParams(location.search);
    if (target <= 1) params.delete('page');
    else params.set('page', String(target));
    const search = params.toString();
    return `${location.pathname}${search ? `?${search}` : ''}`;
  };

  return (
    <nav aria-label={label} className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          {previous >= 1 ? (
            <Link to={hrefFor(previous)} className={linkClass} rel="prev">
              Previous
            </Link>
          ) : (
            <span className={disabledClass} aria-disabled="true">
              Previous
            </span>
          )}
        </li>
        {pageSlots(current, totalPages).map((slot) =>
          typeof slot === 'number' ? (
            <li key={slot}>
              <Link
                to={hrefFor(slot)}
                className={slot === page ? currentClass : linkClass}
                aria-label={`Page ${slot}`}
                aria-current={slot === page ? 'page' : undefined}
              >
                {slot}
              </Link>
            </li>
          ) : (
            <li key={slot} aria-hidden="true" className="px-1 text-stone-500">
              …
            </li>
          ),
        )}
        <li>
          {current < totalPages ? (
            <Link to={hrefFor(current + 1)} className={linkClass} rel="next">
              Next
            </Link>
          ) : (
            <span className={disabledClass} aria-disabled="true">
              Next
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
