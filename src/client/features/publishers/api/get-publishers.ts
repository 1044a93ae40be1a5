import type { Publisher } from '@shared/schemas/publishers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, apiPath } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';

export const getPublishers = (api: ApiClient) => api.get<Publisher[]>(apiPath`/publisher`);

export const getPublishersQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: ['publishers'], queryFn: () => getPublishers(api), staleTime: 5 * 60_000 });

export function usePublishers() {
  return useQuery(getPublishersQueryOptions(useApi()));
}
