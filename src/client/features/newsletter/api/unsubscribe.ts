import { unsubscribeWithToken } from '@shared/contract/newsletter';
import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';

/** `unsubscribed` is false when the token is unknown (already used, or never issued). */
export const unsubscribeFromNewsletter = (api: ApiClient, token: string) =>
  api.call(unsubscribeWithToken, { body: { token } });

export function useUnsubscribeFromNewsletter() {
  const api = useApi();
  return useMutation({ mutationFn: (token: string) => unsubscribeFromNewsletter(api, token) });
}
