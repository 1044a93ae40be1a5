import { listRecentArticles } from '@shared/contract/articles';
import type { ArticleListQuery } from '@shared/schemas/articles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';

export type RecentArticlesParams = Partial<ArticleListQuery>;

export const getRecentArticlesQueryOptions = (api: ApiClient, params: RecentArticlesParams = {}) =>
  queryOptions({
    queryKey: ['articles', 'recent', params],
    queryFn: () => api.page(listRecentArticles, { query: params }),
  });

export function useRecentArticles(params: RecentArticlesParams = {}) {
  return useQuery(getRecentArticlesQueryOptions(useApi(), params));
}

/** How many articles of its section an article page offers (one more is asked for, in case it is this one). */
export const MORE_IN_SECTION = 3;

/** How many recent articles the home page shows. */
export const HOME_RECENT_LIMIT = 9;
