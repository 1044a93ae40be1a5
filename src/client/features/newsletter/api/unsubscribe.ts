import { unsubscribeWithToken } from '@shared/contract/newsletter';
import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';

/** Always `unsubscribed: true` for a well-formed token: the address is not on the list, whichever token it was (docs/security.md). */
export const unsubscribeFromNewsletter = (api: ApiClient, token: string) =>
  api.call(unsubscribeWithToken, { body: { token } });

export function useUnsubscribeFromNewsletter() {
  const api = useApi();
  return useMutation({ mutationFn: (token: string) => unsubscribeFromNewsletter(api, token) });
}
