import { listPublishers } from '@shared/contract/publishers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';

export const getPublishersQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['publishers'],
    queryFn: () => api.call(listPublishers),
    staleTime: 5 * 60_000,
  });

export function usePublishers() {
  return useQuery(getPublishersQueryOptions(useApi()));
}
