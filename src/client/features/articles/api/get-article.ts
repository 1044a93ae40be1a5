import { getArticle, listRelatedArticles } from '@shared/contract/articles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';

/** One article as this reader may see it (full body, or a preview with `locked`). */
export const getArticleQueryOptions = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: ['articles', 'detail', id],
    queryFn: () => api.call(getArticle, { params: { id } }),
  });

export function useArticle(id: string) {
  return useQuery(getArticleQueryOptions(useApi(), id));
}

export const getRelatedArticlesQueryOptions = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: ['articles', 'related', id],
    queryFn: () => api.call(listRelatedArticles, { params: { id } }),
  });

export function useRelatedArticles(id: string) {
  return useQuery(getRelatedArticlesQueryOptions(useApi(), id));
}
