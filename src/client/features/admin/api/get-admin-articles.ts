import type { ArticleStatus } from '@shared/constants';
import type { Article } from '@shared/schemas/articles';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, apiPath } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';

export interface AdminArticlesParams {
  status?: ArticleStatus;
  page?: number;
  limit?: number;
}

/** Every article in any status, newest first (admins). */
export const getAdminArticles = (api: ApiClient, params: AdminArticlesParams) =>
  api.list<Article>(apiPath`/articles`, { ...params });

export const getAdminArticlesQueryOptions = (api: ApiClient, params: AdminArticlesParams = {}) =>
  queryOptions({
    queryKey: ['admin', 'articles', params],
    queryFn: () => getAdminArticles(api, params),
    placeholderData: keepPreviousData,
  });

export function useAdminArticles(params: AdminArticlesParams = {}) {
  return useQuery(getAdminArticlesQueryOptions(useApi(), params));
}
