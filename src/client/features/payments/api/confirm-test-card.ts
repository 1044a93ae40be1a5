import type { Answer, Input } from '@shared/contract/endpoint';
import { confirmCardInTestMode } from '@shared/contract/payments';
import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';

export type ConfirmTestCardInput = Input<typeof confirmCardInTestMode>['body'];
export type ConfirmedCard = Answer<typeof confirmCardInTestMode>;

/** Card error codes of the test-mode provider's 402 answers (shown in red under the form). */
export const CARD_ERROR_CODES = ['CARD_DECLINED', 'INSUFFICIENT_FUNDS', 'INVALID_NUMBER', 'EXPIRED_CARD'];

/** Confirms a card with the built-in test-mode provider (no Stripe keys configured). */
export const confirmTestCard = (api: ApiClient, input: ConfirmTestCardInput) =>
  api.call(confirmCardInTestMode, { body: input });

export function useConfirmTestCard() {
  const api = useApi();
  return useMutation({ mutationFn: (input: ConfirmTestCardInput) => confirmTestCard(api, input) });
}
