import type { PublisherInput } from '@shared/schemas/publishers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, apiPath } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';

/** Adds a publisher whose logo was uploaded first; a taken name answers 409. */
export const createPublisher = (api: ApiClient, input: PublisherInput) =>
  api.send<{ insertedId: string }>('POST', apiPath`/publisher`, input);

export function useCreatePublisher() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PublisherInput) => createPublisher(api, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['publishers'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'audit-log'] }),
      ]),
  });
}
