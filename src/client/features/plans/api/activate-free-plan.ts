import type { Answer } from '@shared/contract/endpoint';
import { activateFreeMonth } from '@shared/contract/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';

export type ActivatedFreePlan = Answer<typeof activateFreeMonth>;

/** The free month of premium: once per account, no card; a second try answers 409 FREE_PLAN_USED. */
export const activateFreePlan = (api: ApiClient) => api.call(activateFreeMonth);

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
