import { getNewsletterSubscription } from '@shared/contract/newsletter';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';

export const NEWSLETTER_SUBSCRIPTION_KEY = ['newsletter', 'subscription'] as const;

/** Whether the signed-in reader's address gets the newsletter. */
export const getNewsletterSubscriptionQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: NEWSLETTER_SUBSCRIPTION_KEY,
    queryFn: () => api.call(getNewsletterSubscription),
    staleTime: 0,
  });

/** `signedIn`: asked only while someone is signed in (a sign-out clears the cache under a mounted page). */
export function useNewsletterSubscription(signedIn: boolean) {
  return useQuery({ ...getNewsletterSubscriptionQueryOptions(useApi()), enabled: signedIn });
}
