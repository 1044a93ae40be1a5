import type { ArticleStatus } from '@shared/constants';
import { MODERATION_TEXTS } from '@shared/messages';
import { paths } from '@shared/paths';
import { useLocation } from 'react-router';
import { Link } from '../../../components/ui/link';

const STATUS_FILTERS: { status?: ArticleStatus; label: string }[] = [
  { label: 'All' },
  { status: 'pending', label: 'Pending' },
  { status: 'approve', label: 'Approved' },
  { status: 'declined', label: 'Declined' },
];

/** The article list's status filter: links that keep the other search parameters and go back to page 1. */
export function StatusFilter({ current }: { current?: ArticleStatus }) {
  const location = useLocation();
  const hrefFor = (status?: ArticleStatus) => {
    const params = new URLSearchParams(location.search);
    params.delete('page');
    params.delete('id');
    if (status) params.set('status', status);
    else params.delete('status');
    const search = params.toString();
    return `${paths.dashboardArticles}${search ? `?${search}` : ''}`;
  };
  return (
    <nav aria-label={MODERATION_TEXTS.overview.filterByStatus} className="mt-6">
      <ul className="flex flex-wrap gap-2">
        {STATUS_FILTERS.map((filter) => {
          const active = filter.status === current;
          return (
            <li key={filter.label}>
              <Link
                to={hrefFor(filter.status)}
                aria-current={active ? 'page' : undefined}
                className={`inline-block rounded-full border px-4 py-1.5 text-sm font-semibold ${
                  active
                    ? 'border-red-700 bg-red-700 text-white'
                    : 'border-stone-300 bg-white text-stone-700 hover:border-red-700 hover:text-red-800'
                }`}
              >
                {filter.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
