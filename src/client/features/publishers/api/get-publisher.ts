import { getPublisher } from '@shared/contract/publishers';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';

/** One publisher, by the slug of its page (`/publisher/{slug}`). */
export const getPublisherQueryOptions = (api: ApiClient, slug: string) =>
  queryOptions({
    queryKey: ['publishers', 'one', slug],
    queryFn: () => api.call(getPublisher, { params: { slug } }),
    staleTime: 5 * 60_000,
  });
