import type { Article } from '@shared/schemas/articles';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, apiPath } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';

export const getMyArticlesQueryOptions = (
  api: ApiClient,
  email: string,
  params: { page?: number; limit?: number } = {},
) =>
  queryOptions({
    queryKey: ['articles', 'mine', email, params],
    queryFn: () => api.list<Article>(apiPath`/myArticles/${email}`, params),
    placeholderData: keepPreviousData,
  });

export function useMyArticles(email: string, params: { page?: number; limit?: number } = {}) {
  return useQuery(getMyArticlesQueryOptions(useApi(), email, params));
}
