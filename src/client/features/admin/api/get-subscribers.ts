import type { Subscriber } from '@shared/schemas/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, ApiError, apiPath } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';

export interface SubscribersParams {
  page?: number;
  limit?: number;
}

/** Newsletter subscribers, newest first. */
export const getSubscribers = (api: ApiClient, params: SubscribersParams) =>
  api.list<Subscriber>(apiPath`/admin/newsletter-subscribers`, { ...params });

export const getSubscribersQueryOptions = (api: ApiClient, params: SubscribersParams = {}) =>
  queryOptions({
    queryKey: ['admin', 'subscribers', params],
    queryFn: () => getSubscribers(api, params),
    placeholderData: keepPreviousData,
  });

export function useSubscribers(params: SubscribersParams = {}) {
  return useQuery(getSubscribersQueryOptions(useApi(), params));
}

export const SUBSCRIBERS_CSV_NAME = 'newsletter-subscribers.csv';

/**
 * Fetches every subscriber as CSV and hands it to the browser as a download. The export needs the bearer
 * header, so a plain link cannot fetch it: the file comes through fetch, a Blob and an object URL.
 */
export async function downloadSubscribersCsv(getToken: () => Promise<string | null>): Promise<void> {
  const token = await getToken();
  let response: Response;
  try {
    response = await fetch('/api/admin/newsletter-subscribers.csv', {
      headers: { accept: 'text/csv', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', 'The list could not be downloaded. Check your connection.');
  }
  if (!response.ok) {
    const parsed = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
    throw new ApiError(
      response.status,
      parsed.code ?? 'ERROR',
      parsed.message ?? 'The list could not be downloaded.',
    );
  }
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = SUBSCRIBERS_CSV_NAME;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked on the next tick: the click has started the download by then.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
