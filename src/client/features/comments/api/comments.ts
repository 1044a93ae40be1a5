import {
  commentsSummary,
  deleteComment,
  editComment,
  listComments,
  postComment,
  reportComment,
  setArticleComments,
} from '@shared/contract/comments';
import type { CommentSort, NewComment } from '@shared/schemas/comments';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';
import { pagedQueryOptions } from '../../../lib/paged-query';

/** Every query of one article's comments sits under this key: a write makes them all stale. */
const commentsKey = (articleId: string) => ['comments', articleId] as const;

export interface CommentsPage {
  sort: CommentSort;
  page: number;
  limit: number;
}

export const getCommentsSummaryQueryOptions = (api: ApiClient, articleId: string) =>
  queryOptions({
    queryKey: [...commentsKey(articleId), 'summary'],
    queryFn: () => api.call(commentsSummary, { params: { id: articleId } }),
  });

export const getCommentsQueryOptions = (api: ApiClient, articleId: string, params: CommentsPage) =>
  pagedQueryOptions([...commentsKey(articleId), 'list', params], () =>
    api.page(listComments, { params: { id: articleId }, query: params }),
  );

export function useCommentsSummary(articleId: string) {
  return useQuery(getCommentsSummaryQueryOptions(useApi(), articleId));
}

/** `enabled`: asked only when the reader may read them (a premium article's are its readers'). */
export function useComments(articleId: string, params: CommentsPage, enabled: boolean) {
  return useQuery({ ...getCommentsQueryOptions(useApi(), articleId, params), enabled });
}

/** The writes of a reader on an article's comments; each makes the article's comments stale. */
export function useCommentWrites(articleId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: commentsKey(articleId) });
  return {
    post: useMutation({
      mutationFn: (body: NewComment) => api.call(postComment, { params: { id: articleId }, body }),
      onSuccess,
    }),
    edit: useMutation({
      mutationFn: ({ id, body }: { id: string; body: string }) =>
        api.call(editComment, { params: { id }, body: { body } }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: string) => api.call(deleteComment, { params: { id } }),
      onSuccess,
    }),
    report: useMutation({ mutationFn: (id: string) => api.call(reportComment, { params: { id } }) }),
  };
}

/** An editor opens or closes one article's comments; the article's comments are stale after it. */
export function useArticleCommentsSetting(articleId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (open: boolean) =>
      api.call(setArticleComments, { params: { id: articleId }, body: { open } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentsKey(articleId) }),
  });
}
