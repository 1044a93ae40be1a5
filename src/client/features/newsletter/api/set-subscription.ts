import type { NewsletterSubscription } from '@shared/schemas/newsletter';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';
import { NEWSLETTER_SUBSCRIPTION_KEY } from './get-subscription';

/** Turns the reader's newsletter on or off; the answer is the new state. */
export function useSetNewsletterSubscription() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subscribed: boolean) =>
      api.send<NewsletterSubscription>('PUT', apiPath`/newsletter/subscription`, { subscribed }),
    onSuccess: (state) => queryClient.setQueryData(NEWSLETTER_SUBSCRIPTION_KEY, state),
  });
}
