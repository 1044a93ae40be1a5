import { getAdminOverview } from '@shared/contract/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';

export const getOverview = (api: ApiClient) => api.call(getAdminOverview);

/** The dashboard's numbers at a glance and the articles per publisher (largest first). */
export const getOverviewQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: ['admin', 'overview'], queryFn: () => getOverview(api) });

export function useOverview() {
  return useQuery(getOverviewQueryOptions(useApi()));
}
