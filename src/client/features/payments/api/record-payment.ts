import type { recordPaymentInputSchema, recordPaymentResponseSchema } from '@shared/schemas/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type ApiClient, apiPath } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';

export type RecordPaymentInput = z.input<typeof recordPaymentInputSchema>;
export type RecordedPayment = z.infer<typeof recordPaymentResponseSchema>;

/** Records a payment the provider confirmed; the server checks it with the provider (idempotent). */
export const recordPayment = (api: ApiClient, input: RecordPaymentInput) =>
  api.send<RecordedPayment>('POST', apiPath`/payment`, input);

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
