import { ARTICLE_STATUSES, type ArticleStatus, TAGS } from '@shared/constants';
import type { Query } from '../../lib/api-client';
import type { PagedList } from './api/admin-lists';

/** How many rows an admin table shows per page. */
export const ADMIN_PAGE_SIZE = 10;

/**
 * An admin table's query from its URL (`?page=&search=&status=&tag=&author=`), so the URL reflects what is
 * shown; a section that is not one of the site's is ignored.
 */
export function adminListParams(search: URLSearchParams) {
  const page = Math.max(1, Math.min(100_000, Number.parseInt(search.get('page') ?? '1', 10) || 1));
  const status = search.get('status') ?? '';
  const tag = search.get('tag') ?? '';
  return {
    tag: (TAGS as readonly string[]).includes(tag) ? tag : undefined,
    author: (search.get('author') ?? '').trim().slice(0, 254) || undefined,
    page,
    search: (search.get('search') ?? '').trim().slice(0, 200),
    status: (ARTICLE_STATUSES as readonly string[]).includes(status) ? (status as ArticleStatus) : undefined,
  };
}

/**
 * What a list asks the API for on the screen at this URL: the page, a page's size and the filters the list
 * takes. The route's loader and the screen build it alike, so the screen finds the rows the loader fetched.
 */
export function listQueryParams<P extends Query>(
  list: Pick<PagedList<unknown, P>, 'filters'>,
  search: URLSearchParams,
): P {
  const params = adminListParams(search);
  const query: Query = { page: params.page, limit: ADMIN_PAGE_SIZE };
  for (const filter of list.filters)
    query[filter] = params[filter as 'search' | 'status' | 'tag' | 'author'] || undefined;
  return query as P;
}

/** How many of the newest articles the admin home lists. */
export const ADMIN_HOME_RECENT_LIMIT = 8;
