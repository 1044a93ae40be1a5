import { readMetered } from '@shared/contract/meter';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/app-context';
import { getArticleQueryOptions } from './get-article';

/**
 * Asks the meter about an article the reader got cut (docs/product.md#the-meter), once per article and lock:
 * when it opens the article, the whole article takes the preview's place. Nothing is kept for later: the
 * next visit asks again (a second read in the month takes nothing more).
 */
export function useMeter(id: string, lock: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['meter', id, lock],
    queryFn: async () => {
      const answer = await api.call(readMetered, { params: { id } });
      if (answer.article) queryClient.setQueryData(getArticleQueryOptions(api, id).queryKey, answer.article);
      return answer;
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
