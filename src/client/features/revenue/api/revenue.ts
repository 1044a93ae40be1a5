import { getRevenue } from '@shared/contract/revenue';
import { type RevenueQuery, revenueQuerySchema } from '@shared/schemas/revenue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';

/** The mode and months in the screen's address (`?mode=&months=`), or null when the server would refuse them. */
export function revenueQueryOf(search: URLSearchParams): RevenueQuery | null {
  const parsed = revenueQuerySchema.safeParse({
    mode: search.get('mode') || undefined,
    months: search.get('months') || undefined,
  });
  return parsed.success ? parsed.data : null;
}

export const revenueQueryOptions = (api: ApiClient, query: RevenueQuery) =>
  queryOptions({
    queryKey: ['revenue', query.mode, query.months],
    queryFn: () => api.call(getRevenue, { query }),
    staleTime: 30_000,
  });

export const useRevenue = (query: RevenueQuery) => useQuery(revenueQueryOptions(useApi(), query));
