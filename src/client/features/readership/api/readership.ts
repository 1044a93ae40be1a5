import { getAuthorReadership, getReadership, getTopArticles } from '@shared/contract/readership';
import {
  type ReadershipPeriod,
  type ReadershipRangeQuery,
  readershipRangeQuerySchema,
} from '@shared/schemas/readership';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';

/** The range in the screen's address (`?from=&to=`), or null when it is not one the server takes. */
export function rangeOf(search: URLSearchParams): ReadershipRangeQuery | null {
  const from = search.get('from') || undefined;
  const to = search.get('to') || undefined;
  const parsed = readershipRangeQuerySchema.safeParse({ from, to });
  return parsed.success ? parsed.data : null;
}

export const readershipQueryOptions = (api: ApiClient, range: ReadershipRangeQuery) =>
  queryOptions({
    queryKey: ['readership', range.from ?? '', range.to ?? ''],
    queryFn: () => api.call(getReadership, { query: range }),
    staleTime: 30_000,
  });

export const topArticlesQueryOptions = (api: ApiClient, period: ReadershipPeriod) =>
  queryOptions({
    queryKey: ['readership', 'top', period],
    queryFn: () => api.call(getTopArticles, { query: { period } }),
    staleTime: 30_000,
  });

export const useReadership = (range: ReadershipRangeQuery) =>
  useQuery(readershipQueryOptions(useApi(), range));

export const useTopArticles = (period: ReadershipPeriod) =>
  useQuery(topArticlesQueryOptions(useApi(), period));

/** An author's articles' numbers for My Articles (the author's own; editors may ask for anyone's). */
export const authorReadershipQueryOptions = (api: ApiClient, email: string, range: ReadershipRangeQuery) =>
  queryOptions({
    queryKey: ['readership', 'author', email, range.from ?? '', range.to ?? ''],
    queryFn: () => api.call(getAuthorReadership, { params: { email }, query: range }),
    staleTime: 30_000,
    enabled: email !== '',
  });

export const useAuthorReadership = (email: string, range: ReadershipRangeQuery) =>
  useQuery(authorReadershipQueryOptions(useApi(), email, range));
