import { getRecentArticlesQueryOptions } from '../../features/articles/api/get-recent-articles';
import { getSearchArticlesQueryOptions } from '../../features/articles/api/search-articles';
import { LIST_PAGE_SIZE, listParams } from '../../features/articles/list-params';
import { getPublishersQueryOptions } from '../../features/publishers/api/get-publishers';
import { queryLoader } from '../loaders';

/** Every approved article: a search's results, or the newest filtered by publisher and tag; and the publishers. */
export const allArticlesLoader = queryLoader('anyone', ({ api }, { url }) => {
  const { search, publisher, tag, page } = listParams(url.searchParams);
  return [
    getPublishersQueryOptions(api),
    search
      ? getSearchArticlesQueryOptions(api, { search, page, limit: LIST_PAGE_SIZE })
      : getRecentArticlesQueryOptions(api, { publisher, tag, page, limit: LIST_PAGE_SIZE }),
  ];
});
