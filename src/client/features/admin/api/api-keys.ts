import { createApiKey, listApiKeys, revokeApiKey, updateApiKey } from '@shared/contract/api-keys';
import type { ApiKeyChange, ApiKeyInput } from '@shared/schemas/api-keys';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';

const API_KEYS_KEY = ['api-keys'] as const;

export const apiKeysQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: API_KEYS_KEY, queryFn: () => api.call(listApiKeys) });

export const useApiKeys = () => useQuery(apiKeysQueryOptions(useApi()));

/** A change to the keys: the list is fetched again. */
function useApiKeyMutation<V, R>(send: (api: ApiClient, variables: V) => Promise<R>) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => send(api, variables),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEYS_KEY }),
  });
}

export const useCreateApiKey = () =>
  useApiKeyMutation((api, body: ApiKeyInput) => api.call(createApiKey, { body }));
export const useUpdateApiKey = () =>
  useApiKeyMutation((api, { id, change }: { id: string; change: ApiKeyChange }) =>
    api.call(updateApiKey, { params: { id }, body: change }),
  );
export const useRevokeApiKey = () =>
  useApiKeyMutation((api, id: string) => api.call(revokeApiKey, { params: { id } }));
