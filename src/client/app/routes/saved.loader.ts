import { LIST_PAGE_SIZE, listParams } from '../../features/articles/list-params';
import { getSavedArticlesQueryOptions } from '../../features/saved/api/saved-articles';
import { queryLoader } from '../loaders';

/** The signed-in reader's saved articles, the page the address asks for. */
export const savedLoader = queryLoader('reader', ({ api }, { url }) => {
  const { page } = listParams(url.searchParams);
  return getSavedArticlesQueryOptions(api, { page, limit: LIST_PAGE_SIZE });
});
