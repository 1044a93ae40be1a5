import { listPremiumArticles } from '@shared/contract/articles';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';
import { type PageParams, pagedQueryOptions } from '../../../lib/paged-query';

export const getPremiumArticlesQueryOptions = (api: ApiClient, params: PageParams = {}) =>
  pagedQueryOptions(['articles', 'premium', params], () => api.page(listPremiumArticles, { query: params }));

export function usePremiumArticles(params: PageParams = {}) {
  return useQuery(getPremiumArticlesQueryOptions(useApi(), params));
}
