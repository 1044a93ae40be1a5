import { getArticleReview } from '@shared/contract/newsroom';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';

/**
 * An article as an editor reviews it, with the edit in review of a live one (editors). Kept under the
 * articles' key, so each moderation fetches it again.
 */
export const getArticleReviewQueryOptions = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: ['admin', 'articles', 'review', id],
    queryFn: () => api.call(getArticleReview, { params: { id } }),
  });

export function useArticleReview(id: string) {
  return useQuery(getArticleReviewQueryOptions(useApi(), id));
}
