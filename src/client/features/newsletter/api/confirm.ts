import { confirmNewsletterSubscription } from '@shared/contract/newsletter';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../lib/app-context';

/** The confirmation page's button: confirms the address the link names; the answer says what it did. */
export function useConfirmNewsletter() {
  const api = useApi();
  return useMutation({
    mutationFn: (token: string) => api.call(confirmNewsletterSubscription, { body: { token } }),
  });
}
