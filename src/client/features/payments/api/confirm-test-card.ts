import type { testCardInputSchema } from '@shared/schemas/payments';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { type ApiClient, apiPath } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';

export type ConfirmTestCardInput = z.input<typeof testCardInputSchema>;
export interface ConfirmedCard {
  status: 'succeeded';
  id: string;
}

/** Card error codes of the test-mode provider's 402 answers (shown in red under the form). */
export const CARD_ERROR_CODES = ['CARD_DECLINED', 'INSUFFICIENT_FUNDS', 'INVALID_NUMBER', 'EXPIRED_CARD'];

/** Confirms a card with the built-in test-mode provider (no Stripe keys configured). */
export const confirmTestCard = (api: ApiClient, input: ConfirmTestCardInput) =>
  api.send<ConfirmedCard>('POST', apiPath`/test-payments/confirm`, input);

export function useConfirmTestCard() {
  const api = useApi();
  return useMutation({ mutationFn: (input: ConfirmTestCardInput) => confirmTestCard(api, input) });
}
