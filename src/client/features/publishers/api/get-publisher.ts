import type { Publisher } from '@shared/schemas/publishers';
import { queryOptions } from '@tanstack/react-query';
import { type ApiClient, apiPath } from '../../../lib/api-client';

/** One publisher, by the slug of its page (`/publisher/{slug}`). */
export const getPublisherQueryOptions = (api: ApiClient, slug: string) =>
  queryOptions({
    queryKey: ['publishers', 'one', slug],
    queryFn: () => api.get<Publisher>(apiPath`/publishers/${slug}`),
    staleTime: 5 * 60_000,
  });
