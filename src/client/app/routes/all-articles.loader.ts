import { getRecentArticlesQueryOptions } from '../../features/articles/api/get-recent-articles';
import { getSearchArticlesQueryOptions } from '../../features/articles/api/search-articles';
import { browseParams, LIST_PAGE_SIZE } from '../../features/articles/list-params';
import { getPublishersQueryOptions } from '../../features/publishers/api/get-publishers';
import { guarded } from '../loaders';

/**
 * Every approved article: a search's results or the newest, filtered by publisher and tag; and the
 * publishers. Both load at once; only when the publisher asked for turns out not to exist is the
 * unfiltered list loaded after them, as the page shows it.
 */
export const allArticlesLoader = guarded('anyone', async ({ api, queryClient }, { url }) => {
  const listOf = (params: ReturnType<typeof browseParams>) => {
    const { search, publisher, tag, page } = params;
    const limit = LIST_PAGE_SIZE;
    if (search) {
      return queryClient.ensureQueryData(
        getSearchArticlesQueryOptions(api, { search, publisher, tag, page, limit }),
      );
    }
    return queryClient.ensureQueryData(getRecentArticlesQueryOptions(api, { publisher, tag, page, limit }));
  };
  const asked = browseParams(url.searchParams, undefined);
  const [publishers] = await Promise.all([
    queryClient.ensureQueryData(getPublishersQueryOptions(api)),
    listOf(asked),
  ]);
  const shown = browseParams(
    url.searchParams,
    publishers.map((publisher) => publisher.publisherName),
  );
  if (shown.unknown.publisher) await listOf(shown);
  return null;
});
