import type { Payment } from '@shared/schemas/payments';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, apiPath } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';

/** How many payments a history page shows. */
export const PAYMENT_HISTORY_PAGE_SIZE = 20;

export const getPaymentHistoryQueryOptions = (
  api: ApiClient,
  email: string,
  params: { page?: number; limit?: number } = {},
) =>
  queryOptions({
    queryKey: ['payments', 'mine', email, params],
    queryFn: () => api.list<Payment>(apiPath`/payment-history/${email}`, params),
    placeholderData: keepPreviousData,
  });

export function usePaymentHistory(email: string, params: { page?: number; limit?: number } = {}) {
  return useQuery(getPaymentHistoryQueryOptions(useApi(), email, params));
}

/** The history page the URL asks for (`?page=`), so paging survives a reload. */
export function paymentHistoryPage(search: URLSearchParams): number {
  return Math.max(1, Math.min(10_000, Number.parseInt(search.get('page') ?? '1', 10) || 1));
}
