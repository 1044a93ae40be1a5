import type { Payment } from '@shared/schemas/payments';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, apiPath } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';

export interface PaymentsParams {
  page?: number;
  limit?: number;
}

/** Every payment, newest first (admins); `totalPrice` is in dollars. */
export const getPayments = (api: ApiClient, params: PaymentsParams) =>
  api.list<Payment>(apiPath`/payment-history`, { ...params });

export const getPaymentsQueryOptions = (api: ApiClient, params: PaymentsParams = {}) =>
  queryOptions({
    queryKey: ['admin', 'payments', params],
    queryFn: () => getPayments(api, params),
    placeholderData: keepPreviousData,
  });

export function usePayments(params: PaymentsParams = {}) {
  return useQuery(getPaymentsQueryOptions(useApi(), params));
}
