import { listArticleRevisions, restoreRevision } from '@shared/contract/newsroom';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';

/** An article's revisions, newest first (editors). */
export const getArticleHistoryQueryOptions = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: ['admin', 'history', id],
    queryFn: () => api.call(listArticleRevisions, { params: { id } }),
  });

export function useArticleHistory(id: string) {
  return useQuery(getArticleHistoryQueryOptions(useApi(), id));
}

/**
 * Makes an earlier approved revision live again (a new revision, audited by the server); the history, the
 * article lists and the audit log are fetched again.
 */
export function useRestoreRevision(id: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (number: number) => api.call(restoreRevision, { params: { id, number } }),
    onSuccess: () =>
      Promise.all(
        [['admin', 'history', id], ['admin', 'articles'], ['articles'], ['admin', 'audit-log']].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
