import { getFrontPage } from '@shared/contract/front-page';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';

/**
 * The front page's lead story picked by an editor, or none (`GET /front-page`). Under the articles' key, so
 * every moderation and front-page change fetches it again.
 */
export const getFrontPageQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['articles', 'front-page'],
    queryFn: () => api.call(getFrontPage),
    staleTime: 60_000,
  });

export function useFrontPage() {
  return useQuery(getFrontPageQueryOptions(useApi()));
}
