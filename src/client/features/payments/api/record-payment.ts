import type { Answer, Input } from '@shared/contract/endpoint';
import { recordConfirmedPayment } from '@shared/contract/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';

export type RecordPaymentInput = Input<typeof recordConfirmedPayment>['body'];
export type RecordedPayment = Answer<typeof recordConfirmedPayment>;

/** Records a payment the provider confirmed; the server checks it with the provider (idempotent). */
export const recordPayment = (api: ApiClient, input: RecordPaymentInput) =>
  api.call(recordConfirmedPayment, { body: input });

export function useRecordPayment() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RecordPaymentInput) => recordPayment(api, input),
    // New history row, and premium articles now open in full.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['payments'] }),
        queryClient.invalidateQueries({ queryKey: ['articles'] }),
      ]),
  });
}
