import { compPremium, refundPayment } from '@shared/contract/payments';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/app-context';

/** A refund or a gift of premium changes the payments, the counts and the audit log. */
const CHANGED: QueryKey[] = [
  ['admin', 'payments'],
  ['admin', 'overview'],
  ['admin', 'audit-log'],
];

function useMoneyMutation<V, R>(send: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => Promise.all(CHANGED.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** Refunds a payment in full (admins). */
export function useRefundPayment() {
  const api = useApi();
  return useMoneyMutation((id: string) => api.call(refundPayment, { params: { id } }));
}

/** Gives a reader days of premium free of charge (admins). */
export function useCompPremium() {
  const api = useApi();
  return useMoneyMutation((body: { email: string; days: number }) => api.call(compPremium, { body }));
}
