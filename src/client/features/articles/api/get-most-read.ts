import { listMostRead } from '@shared/contract/articles';
import type { Article } from '@shared/schemas/articles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';

/** How many articles "Most read this week" lists. */
export const MOST_READ_LIMIT = 5;

/**
 * The approved articles read most over the last seven days (`GET /most-read-articles`); when none was read
 * this week, the most read of all time, with `period` saying which the list is.
 */
export const getMostReadQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['articles', 'most-read', MOST_READ_LIMIT],
    queryFn: async (): Promise<{ period: 'week' | 'all'; articles: Article[] }> => {
      const week = await api.call(listMostRead, { query: { limit: MOST_READ_LIMIT, period: 'week' } });
      if (week.length > 0) return { period: 'week', articles: week };
      const ever = await api.call(listMostRead, { query: { limit: MOST_READ_LIMIT, period: 'all' } });
      return { period: 'all', articles: ever };
    },
    staleTime: 60_000,
  });

export function useMostRead() {
  return useQuery(getMostReadQueryOptions(useApi()));
}
