import { listPaymentHistory } from '@shared/contract/payments';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';
import { type PageParams, pagedQueryOptions } from '../../../lib/paged-query';

/** How many payments a history page shows. */
export const PAYMENT_HISTORY_PAGE_SIZE = 20;

export const getPaymentHistoryQueryOptions = (api: ApiClient, email: string, params: PageParams = {}) =>
  pagedQueryOptions(['payments', 'mine', email, params], () =>
    api.page(listPaymentHistory, { params: { email }, query: params }),
  );

export function usePaymentHistory(email: string, params: PageParams = {}) {
  return useQuery(getPaymentHistoryQueryOptions(useApi(), email, params));
}

/** The history page the URL asks for (`?page=`), so paging survives a reload. */
export function paymentHistoryPage(search: URLSearchParams): number {
  return Math.max(1, Math.min(10_000, Number.parseInt(search.get('page') ?? '1', 10) || 1));
}
