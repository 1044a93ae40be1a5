import { getPremiumArticlesQueryOptions } from '../../features/articles/api/get-premium-articles';
import { LIST_PAGE_SIZE, listParams } from '../../features/articles/list-params';
import { queryLoader } from '../loaders';

/** The premium articles, for signed-in readers, the page the address asks for. */
export const premiumArticlesLoader = queryLoader('reader', ({ api }, { url }) => {
  const { page } = listParams(url.searchParams);
  return getPremiumArticlesQueryOptions(api, { page, limit: LIST_PAGE_SIZE });
});
