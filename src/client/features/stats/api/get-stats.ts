import { getStats } from '@shared/contract/stats';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';

export const getStatsQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: ['stats'], queryFn: () => api.call(getStats) });

export function useStats() {
  return useQuery(getStatsQueryOptions(useApi()));
}
