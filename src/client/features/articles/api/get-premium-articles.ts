import type { Article } from '@shared/schemas/articles';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, apiPath } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';

export const getPremiumArticlesQueryOptions = (
  api: ApiClient,
  params: { page?: number; limit?: number } = {},
) =>
  queryOptions({
    queryKey: ['articles', 'premium', params],
    queryFn: () => api.list<Article>(apiPath`/articlesIsPremuan`, params),
    placeholderData: keepPreviousData,
  });

export function usePremiumArticles(params: { page?: number; limit?: number } = {}) {
  return useQuery(getPremiumArticlesQueryOptions(useApi(), params));
}
