import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

const MINUTE = 60_000;
const BROWSER_RETRIES = 3;

/**
 * In the browser a query is retried only when the API could not be reached at all (a network error): an
 * answer, even a 4xx or 5xx, is the server's word and is shown as it is.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < BROWSER_RETRIES && error instanceof ApiError && error.status === 0;
}

/**
 * The query client of one page. On the server (`{ server: true }`) nothing is retried: a failed call fails
 * the page at once with its status, instead of holding the request while it tries again. Nor does it set
 * garbage-collection timers there, which would keep every rendered page's data alive for minutes.
 */
export function createQueryClient({ server = false }: { server?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Lists are fresh for a minute and kept for five.
        staleTime: MINUTE,
        gcTime: server ? Number.POSITIVE_INFINITY : 5 * MINUTE,
        retry: server ? false : shouldRetry,
        refetchOnWindowFocus: false,
      },
    },
  });
}
