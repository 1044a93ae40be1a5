import type { ContactMessage } from '@shared/schemas/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, apiPath } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';

export interface ContactMessagesParams {
  page?: number;
  limit?: number;
}

/** Readers' tips, submissions and feedback from the contact page, newest first. */
export const getContactMessages = (api: ApiClient, params: ContactMessagesParams) =>
  api.list<ContactMessage>(apiPath`/admin/contact-messages`, { ...params });

export const getContactMessagesQueryOptions = (api: ApiClient, params: ContactMessagesParams = {}) =>
  queryOptions({
    queryKey: ['admin', 'contact-messages', params],
    queryFn: () => getContactMessages(api, params),
    placeholderData: keepPreviousData,
  });

export function useContactMessages(params: ContactMessagesParams = {}) {
  return useQuery(getContactMessagesQueryOptions(useApi(), params));
}
