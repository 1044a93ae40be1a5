import { getSearchArticlesQueryOptions } from '../../features/articles/api/search-articles';
import { LIST_PAGE_SIZE, searchPageParams } from '../../features/articles/list-params';
import { getPublishersQueryOptions } from '../../features/publishers/api/get-publishers';
import { guarded } from '../loaders';

/** The search page: the publishers its filter offers, and the results for `?q=` if anything was asked. */
export const searchLoader = guarded('anyone', async ({ api, queryClient }, { url }) => {
  const publishers = await queryClient.ensureQueryData(getPublishersQueryOptions(api));
  const names = publishers.map((publisher) => publisher.publisherName);
  const { search, publisher, tag, from, to, sort, page } = searchPageParams(url.searchParams, names);
  if (search) {
    const params = { search, publisher, tag, from, to, sort, page, limit: LIST_PAGE_SIZE };
    await queryClient.ensureQueryData(getSearchArticlesQueryOptions(api, params));
  }
  return null;
});
