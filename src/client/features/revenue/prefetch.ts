import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api-client';
import { revenueQueryOf, revenueQueryOptions } from './api/revenue';

/** The revenue screen's numbers for the mode and months in its address (imported only when its route loads). */
export async function prefetchRevenue(
  { queryClient, api }: { queryClient: QueryClient; api: ApiClient },
  url: URL,
) {
  const query = revenueQueryOf(url.searchParams);
  if (query) await queryClient.ensureQueryData(revenueQueryOptions(api, query));
}
