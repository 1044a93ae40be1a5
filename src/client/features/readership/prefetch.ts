import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api-client';
import { rangeOf, readershipQueryOptions, topArticlesQueryOptions } from './api/readership';

/**
 * The readership screen's numbers for the range in its address and today's most read, loaded by its route
 * (imported only when that route loads). A range the server would refuse is not asked for: the screen
 * says what is wrong with it instead.
 */
export async function prefetchReadership(
  { queryClient, api }: { queryClient: QueryClient; api: ApiClient },
  url: URL,
) {
  const range = rangeOf(url.searchParams);
  if (!range) return;
  await Promise.all([
    queryClient.ensureQueryData(readershipQueryOptions(api, range)),
    queryClient.ensureQueryData(topArticlesQueryOptions(api, 'today')),
  ]);
}
