import {
  createWebhook,
  deleteWebhook,
  listWebhookDeliveries,
  listWebhooks,
  redeliverWebhook,
} from '@shared/contract/webhooks';
import type { WebhookInput } from '@shared/schemas/webhooks';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';

const WEBHOOKS_KEY = ['webhooks'] as const;
/** The deliveries shown per webhook: the newest. */
export const DELIVERIES_SHOWN = 20;

export const webhooksQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: WEBHOOKS_KEY, queryFn: () => api.call(listWebhooks) });

export const useWebhooks = () => useQuery(webhooksQueryOptions(useApi()));

/** One webhook's newest deliveries, fetched again every few seconds while shown, since they change by themselves. */
export function useDeliveries(id: string) {
  const api = useApi();
  return useQuery({
    queryKey: [...WEBHOOKS_KEY, id, 'deliveries'],
    queryFn: () =>
      api.page(listWebhookDeliveries, { params: { id }, query: { page: 1, limit: DELIVERIES_SHOWN } }),
    refetchInterval: 3_000,
  });
}

/** A change to the webhooks: the list is fetched again, and the deliveries `deliveriesOf` names. */
function useWebhookMutation<V, R>(
  send: (api: ApiClient, variables: V) => Promise<R>,
  deliveriesOf?: (variables: V) => string,
) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => send(api, variables),
    onSuccess: (_answer, variables) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY, exact: true }),
        deliveriesOf
          ? queryClient.invalidateQueries({ queryKey: [...WEBHOOKS_KEY, deliveriesOf(variables)] })
          : null,
      ]),
  });
}

export const useCreateWebhook = () =>
  useWebhookMutation((api, body: WebhookInput) => api.call(createWebhook, { body }));
/** Deleting a webhook: its deliveries' query goes with it, rather than asking for a log that is gone. */
export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useWebhookMutation(async (api, id: string) => {
    const answer = await api.call(deleteWebhook, { params: { id } });
    queryClient.removeQueries({ queryKey: [...WEBHOOKS_KEY, id] });
    return answer;
  });
}
export const useRedeliver = (webhookId: string) =>
  useWebhookMutation(
    (api, id: string) => api.call(redeliverWebhook, { params: { id } }),
    () => webhookId,
  );
