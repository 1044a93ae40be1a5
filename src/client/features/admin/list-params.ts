import { ARTICLE_STATUSES, type ArticleStatus } from '@shared/constants';

/** The moderation list; its decline dialog opens at `<this>/modal?id=…`. */
export const ADMIN_ARTICLES_PATH = '/dashboard/allArticlesAdmin';

/** How many rows an admin table shows per page. */
export const ADMIN_PAGE_SIZE = 10;

/** An admin table's query from its URL (`?page=&search=&status=`), so the URL reflects what is shown. */
export function adminListParams(search: URLSearchParams) {
  const page = Math.max(1, Math.min(100_000, Number.parseInt(search.get('page') ?? '1', 10) || 1));
  const status = search.get('status') ?? '';
  return {
    page,
    search: (search.get('search') ?? '').trim().slice(0, 200),
    status: (ARTICLE_STATUSES as readonly string[]).includes(status) ? (status as ArticleStatus) : undefined,
  };
}

/** How many of the newest articles the admin home lists. */
export const ADMIN_HOME_RECENT_LIMIT = 8;
