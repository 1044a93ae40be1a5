import { getFrontPage } from '@shared/contract/front-page';
import {
  clearLeadStory,
  markArticleLive,
  setLeadStory,
  unmarkArticleLive,
} from '@shared/contract/front-page-desk';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/app-context';

/** The front page's lead, under the same key the home page reads it by (docs/product.md#front-page). */
export function useLeadStory() {
  const api = useApi();
  return useQuery(
    queryOptions({ queryKey: ['articles', 'front-page'], queryFn: () => api.call(getFrontPage) }),
  );
}

/** What a front-page change makes stale: the articles (the lead, the lists, the review) and the audit log. */
const CHANGED = [['articles'], ['admin', 'articles'], ['admin', 'audit-log']];

/**
 * An editor's front-page change: `lead` makes the article the lead story (`clear-lead` takes it off), `live`
 * and `not-live` set its Live label.
 */
export function useFrontPageChange() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      change,
    }: {
      id: string;
      change: 'lead' | 'clear-lead' | 'live' | 'not-live';
    }): Promise<unknown> => {
      if (change === 'lead') return api.call(setLeadStory, { body: { articleId: id } });
      if (change === 'clear-lead') return api.call(clearLeadStory);
      return api.call(change === 'live' ? markArticleLive : unmarkArticleLive, { params: { id } });
    },
    onSuccess: () => Promise.all(CHANGED.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
