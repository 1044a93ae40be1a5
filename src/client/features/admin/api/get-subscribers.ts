import type { Subscriber } from '@shared/schemas/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, apiPath, createBrowserApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';
import { saveFile } from '../../../lib/save-file';

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
 * header, so a plain link cannot fetch it: the file comes through the API client as a Blob.
 */
export async function downloadSubscribersCsv(getToken: () => Promise<string | null>): Promise<void> {
  const api = createBrowserApiClient({ getToken });
  const file = await api.download(apiPath`/admin/newsletter-subscribers.csv`, {
    accept: 'text/csv',
    filename: SUBSCRIBERS_CSV_NAME,
    failed: 'The list could not be downloaded.',
    offline: 'The list could not be downloaded. Check your connection.',
  });
  saveFile(file);
}
