import type { FreeMonthStatus } from '@shared/schemas/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, apiPath } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';

export const FREE_MONTH_STATUS_KEY = ['payments', 'free-month'] as const;

/** Whether the signed-in reader has taken the free month (once per account). */
export const getFreeMonthStatusQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: FREE_MONTH_STATUS_KEY,
    queryFn: () => api.get<FreeMonthStatus>(apiPath`/subscriptions/free`),
  });

export function useFreeMonthStatus() {
  return useQuery(getFreeMonthStatusQueryOptions(useApi()));
}
