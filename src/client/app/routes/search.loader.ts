import { getSearchArticlesQueryOptions } from '../../features/articles/api/search-articles';
import { LIST_PAGE_SIZE, listParams } from '../../features/articles/list-params';
import { queryLoader } from '../loaders';

/** The search page: the results for `?q=`, if anything was asked. */
export const searchLoader = queryLoader('anyone', ({ api }, { url }) => {
  const { search, page } = listParams(url.searchParams, 'q');
  return search ? getSearchArticlesQueryOptions(api, { search, page, limit: LIST_PAGE_SIZE }) : null;
});
