import type { createIntentInputSchema, createIntentResponseSchema } from '@shared/schemas/payments';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { type ApiClient, apiPath } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';

export type CreatePaymentIntentInput = z.input<typeof createIntentInputSchema>;
export type PaymentIntent = z.infer<typeof createIntentResponseSchema>;

/** Starts a card payment; the server computes the amount and refuses a `price` that differs (docs/product.md#subscriptions-and-payments). */
export const createPaymentIntent = (api: ApiClient, input: CreatePaymentIntentInput) =>
  api.send<PaymentIntent>('POST', apiPath`/create-payment-intent`, input);

export function useCreatePaymentIntent() {
  const api = useApi();
  return useMutation({ mutationFn: (input: CreatePaymentIntentInput) => createPaymentIntent(api, input) });
}
