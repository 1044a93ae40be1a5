import { getArticle, listRelatedArticles } from '@shared/contract/articles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';

/**
 * One article as this reader may see it (full body, or a preview with `locked`); through a gift link's token
 * when the address carries one (docs/product.md#gift-links).
 */
export const getArticleQueryOptions = (api: ApiClient, id: string, gift?: string) =>
  queryOptions({
    queryKey: gift === undefined ? ['articles', 'detail', id] : ['articles', 'detail', id, { gift }],
    queryFn: () =>
      api.call(getArticle, { params: { id }, ...(gift === undefined ? {} : { query: { gift } }) }),
  });

export function useArticle(id: string, gift?: string) {
  return useQuery(getArticleQueryOptions(useApi(), id, gift));
}

export const getRelatedArticlesQueryOptions = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: ['articles', 'related', id],
    queryFn: () => api.call(listRelatedArticles, { params: { id } }),
  });

export function useRelatedArticles(id: string) {
  return useQuery(getRelatedArticlesQueryOptions(useApi(), id));
}
