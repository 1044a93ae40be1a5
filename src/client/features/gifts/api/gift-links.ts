import { createGiftLink, listGiftLinks, revokeGiftLink } from '@shared/contract/gift-links';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';

const GIFTS_KEY = ['gift-links'] as const;

/** The reader's gift links and this month's allowance (docs/product.md#gift-links). */
export const getGiftLinksQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: GIFTS_KEY, queryFn: () => api.call(listGiftLinks) });

export function useGiftLinks() {
  return useQuery(getGiftLinksQueryOptions(useApi()));
}

/** Gives an article (a new gift link) or withdraws a link; either makes the reader's list stale. */
export function useGiftActions() {
  const api = useApi();
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: GIFTS_KEY });
  return {
    give: useMutation({
      mutationFn: (articleId: string) => api.call(createGiftLink, { params: { id: articleId } }),
      onSuccess,
    }),
    withdraw: useMutation({
      mutationFn: (id: string) => api.call(revokeGiftLink, { params: { id } }),
      onSuccess,
    }),
  };
}
