import { Link } from './link';

export interface Crumb {
  label: string;
  /** Where the crumb leads; the last one, the page itself, has none. */
  to?: string;
}

/** Where a page sits: Home › Section › the page itself (marked as the current page). */
export function Breadcrumbs({ trail, label }: { trail: Crumb[]; label: string }) {
  return (
    <nav aria-label={label} className="text-sm text-stone-600">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {trail.map((crumb, index) => (
          <li key={crumb.label} className="flex min-w-0 items-center gap-2">
            {index > 0 ? <span aria-hidden="true">›</span> : null}
            {crumb.to ? (
              <Link to={crumb.to} className="font-semibold text-red-700 underline hover:text-red-800">
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page" className="truncate">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
