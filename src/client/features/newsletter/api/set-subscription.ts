import { setNewsletterSubscription } from '@shared/contract/newsletter';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/app-context';
import { NEWSLETTER_SUBSCRIPTION_KEY } from './get-subscription';

/**
 * Turns the reader's newsletter on or off; the answer is the new state. A read of the state still in flight
 * when the change is sent (the profile asks again as it mounts) is cancelled: answered after the change, it
 * would put the old state back.
 */
export function useSetNewsletterSubscription() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subscribed: boolean) => api.call(setNewsletterSubscription, { body: { subscribed } }),
    onMutate: () => queryClient.cancelQueries({ queryKey: NEWSLETTER_SUBSCRIPTION_KEY }),
    onSuccess: (state) => queryClient.setQueryData(NEWSLETTER_SUBSCRIPTION_KEY, state),
  });
}
