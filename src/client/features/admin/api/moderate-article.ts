import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, apiPath } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';

export const approveArticle = (api: ApiClient, id: string) =>
  api.send<{ modifiedCount: number }>('PATCH', apiPath`/admin-articles/${id}`);
export const makeArticlePremium = (api: ApiClient, id: string) =>
  api.send<{ modifiedCount: number }>('PATCH', apiPath`/isPremium-articles/${id}`);
/** The reason is stored and shown to the author. */
export const declineArticle = (api: ApiClient, id: string, reason: string) =>
  api.send<{ modifiedCount: number }>('PATCH', apiPath`/decline-articles/${id}`, { reason });
export const deleteArticle = (api: ApiClient, id: string) =>
  api.send<{ deletedCount: number }>('DELETE', apiPath`/article/${id}`);

/** A moderation changes the admin lists, every public article list, the counts and the audit log. */
function useInvalidateAfterModeration() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [['admin', 'articles'], ['articles'], ['admin', 'overview'], ['admin', 'audit-log'], ['stats']].map(
        (queryKey) => queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export function useApproveArticle() {
  const api = useApi();
  const invalidate = useInvalidateAfterModeration();
  return useMutation({ mutationFn: (id: string) => approveArticle(api, id), onSuccess: invalidate });
}

export function useMakeArticlePremium() {
  const api = useApi();
  const invalidate = useInvalidateAfterModeration();
  return useMutation({ mutationFn: (id: string) => makeArticlePremium(api, id), onSuccess: invalidate });
}

export function useDeclineArticle() {
  const api = useApi();
  const invalidate = useInvalidateAfterModeration();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => declineArticle(api, id, reason),
    onSuccess: invalidate,
  });
}

export function useDeleteArticle() {
  const api = useApi();
  const invalidate = useInvalidateAfterModeration();
  return useMutation({ mutationFn: (id: string) => deleteArticle(api, id), onSuccess: invalidate });
}
