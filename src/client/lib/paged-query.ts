import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/** Which page of a list, and how many rows a page holds. */
export type PageParams = { page?: number; limit?: number };

/**
 * The query of one page of a list: cached under `queryKey` (which names the params), and the previous
 * page stays on screen until the next one arrives.
 */
export function pagedQueryOptions<T>(
  queryKey: readonly unknown[],
  queryFn: () => Promise<{ items: T[]; total: number }>,
) {
  return queryOptions({ queryKey, queryFn, placeholderData: keepPreviousData });
}
