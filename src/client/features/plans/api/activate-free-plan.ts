import type { recordPaymentResponseSchema } from '@shared/schemas/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type ApiClient, apiPath } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';

export type ActivatedFreePlan = z.infer<typeof recordPaymentResponseSchema>;

/** The free month of premium: once per account, no card; a second try answers 409 FREE_PLAN_USED. */
export const activateFreePlan = (api: ApiClient) =>
  api.send<ActivatedFreePlan>('POST', apiPath`/subscriptions/free`);

export function useActivateFreePlan() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => activateFreePlan(api),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['payments'] }),
        queryClient.invalidateQueries({ queryKey: ['articles'] }),
      ]),
  });
}
