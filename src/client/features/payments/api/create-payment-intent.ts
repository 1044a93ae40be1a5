import type { Answer, Input } from '@shared/contract/endpoint';
import { startCheckout } from '@shared/contract/payments';
import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';

export type CreatePaymentIntentInput = Input<typeof startCheckout>['body'];
export type PaymentIntent = Answer<typeof startCheckout>;

/** Starts a card payment; the server computes the amount and refuses a `price` that differs (docs/product.md#subscriptions-and-payments). */
export const createPaymentIntent = (api: ApiClient, input: CreatePaymentIntentInput) =>
  api.call(startCheckout, { body: input });

export function useCreatePaymentIntent() {
  const api = useApi();
  return useMutation({ mutationFn: (input: CreatePaymentIntentInput) => createPaymentIntent(api, input) });
}
