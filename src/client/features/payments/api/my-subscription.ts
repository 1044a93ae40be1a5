import type { Answer } from '@shared/contract/endpoint';
import {
  cancelMyRenewal,
  changeMyRenewal,
  getMySubscription,
  resumeMyRenewal,
} from '@shared/contract/subscriptions';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';

export type MySubscription = Answer<typeof getMySubscription>;
export const MY_SUBSCRIPTION_KEY = ['payments', 'subscription'] as const;

/** The reader's automatic renewal, if they chose one. */
export const getMySubscriptionQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: MY_SUBSCRIPTION_KEY, queryFn: () => api.call(getMySubscription) });

export function useMySubscription(enabled = true) {
  return useQuery({ ...getMySubscriptionQueryOptions(useApi()), enabled });
}

/** Cancels or resumes the renewal at the end of the paid period: one call, no further step. */
export function useChangeRenewal() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'cancel' | 'resume') =>
      api.call(action === 'cancel' ? cancelMyRenewal : resumeMyRenewal),
    onSuccess: (subscription) => queryClient.setQueryData(MY_SUBSCRIPTION_KEY, { subscription }),
  });
}

/** Changes the renewal's plan or period from its next charge on. */
export function useChangePlan() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { plan: 'premium' | 'family'; days: number }) => api.call(changeMyRenewal, { body }),
    onSuccess: (subscription) => queryClient.setQueryData(MY_SUBSCRIPTION_KEY, { subscription }),
  });
}
