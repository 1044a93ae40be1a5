import { listMostRead } from '@shared/contract/articles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';

/** How many articles "Most read this week" lists. */
export const MOST_READ_LIMIT = 5;

/** The approved articles read most over the last seven days (`GET /most-read-articles`). */
export const getMostReadQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['articles', 'most-read', MOST_READ_LIMIT],
    queryFn: () => api.call(listMostRead, { query: { limit: MOST_READ_LIMIT } }),
    staleTime: 60_000,
  });

export function useMostRead() {
  return useQuery(getMostReadQueryOptions(useApi()));
}
