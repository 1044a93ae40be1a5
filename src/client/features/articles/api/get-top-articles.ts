import type { Article } from '@shared/schemas/articles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, apiPath } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';

/** The hero slider's articles: the most read approved ones (`GET /articlesCount`). */
export const getTopArticles = (api: ApiClient) => api.get<Article[]>(apiPath`/articlesCount`);

export const getTopArticlesQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: ['articles', 'top'], queryFn: () => getTopArticles(api) });

export function useTopArticles() {
  return useQuery(getTopArticlesQueryOptions(useApi()));
}
