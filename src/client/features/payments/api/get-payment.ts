import { getPayment } from '@shared/contract/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';

/** One payment of the reader's (or anyone's, for an admin): what was bought, for how much, until when. */
export const getPaymentQueryOptions = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: ['payments', 'one', id],
    queryFn: () => api.call(getPayment, { params: { id } }),
  });

export function usePayment(id: string) {
  return useQuery(getPaymentQueryOptions(useApi(), id));
}
