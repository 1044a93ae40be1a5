import type { Article } from '@shared/schemas/articles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, apiPath } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';

export const getArticle = (api: ApiClient, id: string) => api.get<Article>(apiPath`/articles/${id}`);

/** One article as this reader may see it (full body, or a preview with `locked`). */
export const getArticleQueryOptions = (api: ApiClient, id: string) =>
  queryOptions({ queryKey: ['articles', 'detail', id], queryFn: () => getArticle(api, id) });

export function useArticle(id: string) {
  return useQuery(getArticleQueryOptions(useApi(), id));
}

export const getRelatedArticlesQueryOptions = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: ['articles', 'related', id],
    queryFn: () => api.get<Article[]>(apiPath`/articles/${id}/related`),
  });

export function useRelatedArticles(id: string) {
  return useQuery(getRelatedArticlesQueryOptions(useApi(), id));
}
