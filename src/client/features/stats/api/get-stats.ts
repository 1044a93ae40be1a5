import type { Stats } from '@shared/schemas/articles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, apiPath } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';

export const getStats = (api: ApiClient) => api.get<Stats>(apiPath`/stats`);

export const getStatsQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: ['stats'], queryFn: () => getStats(api) });

export function useStats() {
  return useQuery(getStatsQueryOptions(useApi()));
}
