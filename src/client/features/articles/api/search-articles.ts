import type { Tag } from '@shared/constants';
import { searchArticles } from '@shared/contract/articles';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';
import { pagedQueryOptions } from '../../../lib/paged-query';

export interface SearchParams {
  search: string;
  /** Only this publisher's articles (All Articles' filter). */
  publisher?: string | undefined;
  /** Only articles with this tag (All Articles' filter). */
  tag?: Tag | undefined;
  /** Only articles written from this day to `to` (`YYYY-MM-DD`, both included; the search page's filter). */
  from?: string | undefined;
  to?: string | undefined;
  /** `date`: newest first; best match first otherwise. */
  sort?: 'relevance' | 'date' | undefined;
  page?: number;
  limit?: number;
}

export const getSearchArticlesQueryOptions = (api: ApiClient, params: SearchParams) =>
  pagedQueryOptions(['articles', 'search', params], () => api.page(searchArticles, { query: params }));

export function useSearchArticles(params: SearchParams, enabled = true) {
  return useQuery({
    ...getSearchArticlesQueryOptions(useApi(), params),
    enabled: enabled && params.search.length > 0,
  });
}
