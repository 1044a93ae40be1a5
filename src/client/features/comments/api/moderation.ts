import {
  banCommenter,
  getCommentMail,
  getSiteComments,
  liftCommenterBan,
  moderationQueue,
  setCommentHidden,
  setCommentMail,
  setSiteComments,
} from '@shared/contract/comments';
import type { ModerationQuery } from '@shared/schemas/comments';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';
import { pagedQueryOptions } from '../../../lib/paged-query';

const QUEUE_KEY = ['comment-moderation'] as const;

export const getModerationQueueQueryOptions = (api: ApiClient, query: ModerationQuery) =>
  pagedQueryOptions([...QUEUE_KEY, 'queue', query], () => api.page(moderationQueue, { query }));

export const getSiteCommentsQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: [...QUEUE_KEY, 'site'], queryFn: () => api.call(getSiteComments) });

export function useModerationQueue(query: ModerationQuery) {
  return useQuery(getModerationQueueQueryOptions(useApi(), query));
}

export function useSiteComments() {
  return useQuery(getSiteCommentsQueryOptions(useApi()));
}

/** The editors' decisions; each makes the queue stale (and comments on the site, for those who read them). */
export function useModeration() {
  const api = useApi();
  const queryClient = useQueryClient();
  const onSuccess = async () => {
    await queryClient.invalidateQueries({ queryKey: QUEUE_KEY });
    await queryClient.invalidateQueries({ queryKey: ['comments'] });
  };
  return {
    /** After a decision made elsewhere (a deletion through the reader's own route). */
    refresh: () => queryClient.invalidateQueries({ queryKey: QUEUE_KEY }),
    hide: useMutation({
      mutationFn: ({ id, hidden }: { id: string; hidden: boolean }) =>
        api.call(setCommentHidden, { params: { id }, body: { hidden } }),
      onSuccess,
    }),
    ban: useMutation({
      mutationFn: ({ userId, reason }: { userId: string; reason: string }) =>
        api.call(banCommenter, { params: { userId }, body: { reason } }),
      onSuccess,
    }),
    lift: useMutation({
      mutationFn: (userId: string) => api.call(liftCommenterBan, { params: { userId } }),
      onSuccess,
    }),
    site: useMutation({
      mutationFn: (open: boolean) => api.call(setSiteComments, { body: { open } }),
      onSuccess,
    }),
  };
}

const MAIL_KEY = ['comment-mail'] as const;

export function useCommentMail(enabled: boolean) {
  const api = useApi();
  return useQuery({ queryKey: MAIL_KEY, queryFn: () => api.call(getCommentMail), enabled });
}

export function useSetCommentMail() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notify: boolean) => api.call(setCommentMail, { body: { notify } }),
    onSuccess: (answer) => queryClient.setQueryData(MAIL_KEY, answer),
  });
}
