import type { Article } from '@shared/schemas/articles';
import { useQuery } from '@tanstack/react-query';
import { type ApiClient, apiPath } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';
import { type PageParams, pagedQueryOptions } from '../../../lib/paged-query';

/** The writer's own articles, in every status, newest first. */
export const getMyArticlesQueryOptions = (api: ApiClient, email: string, params: PageParams = {}) =>
  pagedQueryOptions(['articles', 'mine', email, params], () =>
    api.list<Article>(apiPath`/myArticles/${email}`, params),
  );

export function useMyArticles(email: string, params: PageParams = {}) {
  return useQuery(getMyArticlesQueryOptions(useApi(), email, params));
}
