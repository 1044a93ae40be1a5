import { COMMENTS_TEXTS } from '@shared/messages/comments';
import type { CommentSort } from '@shared/schemas/comments';
import { useLocation } from 'react-router';
import { Link } from '../../../components/ui/link';

const SORTS: CommentSort[] = ['newest', 'oldest'];
const itemClass =
  'inline-flex min-h-11 items-center rounded border px-3 text-sm font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700';
const chosen = `${itemClass} border-red-700 bg-red-700 text-white`;
const other = `${itemClass} border-stone-300 bg-white text-stone-700 hover:border-red-700`;

/**
 * Newest or oldest first: links that keep the choice in the address on the comments page (paging starts
 * again at the first), toggle buttons under the article.
 */
export function SortChoice({
  sort,
  paged,
  onChange,
}: {
  sort: CommentSort;
  paged: boolean;
  onChange: (sort: CommentSort) => void;
}) {
  const location = useLocation();
  return (
    <fieldset className="mt-6 flex gap-2">
      <legend className="sr-only">{COMMENTS_TEXTS.sortLabel}</legend>
      {SORTS.map((value) =>
        paged ? (
          <Link
            key={value}
            to={`${location.pathname}${value === 'newest' ? '' : `?sort=${value}`}`}
            className={value === sort ? chosen : other}
            aria-current={value === sort ? 'true' : undefined}
          >
            {COMMENTS_TEXTS.sort[value]}
          </Link>
        ) : (
          <button
            key={value}
            type="button"
            className={value === sort ? chosen : other}
            aria-pressed={value === sort}
            onClick={() => onChange(value)}
          >
            {COMMENTS_TEXTS.sort[value]}
          </button>
        ),
      )}
    </fieldset>
  );
}
