import { listMyArticles } from '@shared/contract/articles';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';
import { type PageParams, pagedQueryOptions } from '../../../lib/paged-query';

/** The writer's own articles, in every status, newest first. */
export const getMyArticlesQueryOptions = (api: ApiClient, email: string, params: PageParams = {}) =>
  pagedQueryOptions(['articles', 'mine', email, params], () =>
    api.page(listMyArticles, { params: { email }, query: params }),
  );

export function useMyArticles(email: string, params: PageParams = {}) {
  return useQuery(getMyArticlesQueryOptions(useApi(), email, params));
}
