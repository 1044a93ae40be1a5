import type { Tag } from '@shared/constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../lib/app-context';
import { getRecentArticlesQueryOptions } from '../api/get-recent-articles';
import { useSearchArticles } from '../api/search-articles';
import { LIST_PAGE_SIZE } from '../list-params';

/**
 * All Articles' list: the search results while there are words to search for, else the approved articles;
 * either way of the chosen publisher and tag. The same query options and params as the route's loader, so the first render
 * reads its cache.
 */
export function useBrowseArticles({
  search,
  publisher,
  tag,
  page,
}: {
  search: string;
  publisher?: string;
  tag?: Tag;
  page: number;
}) {
  const api = useApi();
  const searching = search.length > 0;
  const searchResults = useSearchArticles({ search, publisher, tag, page, limit: LIST_PAGE_SIZE }, searching);
  const browseResults = useQuery({
    ...getRecentArticlesQueryOptions(api, { publisher, tag, page, limit: LIST_PAGE_SIZE }),
    placeholderData: keepPreviousData,
    enabled: !searching,
  });
  return searching ? searchResults : browseResults;
}
