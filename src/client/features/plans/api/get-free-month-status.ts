import { getFreeMonthStatus } from '@shared/contract/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';

export const FREE_MONTH_STATUS_KEY = ['payments', 'free-month'] as const;

/** Whether the signed-in reader has taken the free month (once per account). */
export const getFreeMonthStatusQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: FREE_MONTH_STATUS_KEY,
    queryFn: () => api.call(getFreeMonthStatus),
  });

export function useFreeMonthStatus() {
  return useQuery(getFreeMonthStatusQueryOptions(useApi()));
}
