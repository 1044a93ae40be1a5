import { listTopArticles } from '@shared/contract/articles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';

/** The hero slider's articles: the most read approved ones (`GET /articlesCount`). */
export const getTopArticlesQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: ['articles', 'top'], queryFn: () => api.call(listTopArticles) });

export function useTopArticles() {
  return useQuery(getTopArticlesQueryOptions(useApi()));
}
