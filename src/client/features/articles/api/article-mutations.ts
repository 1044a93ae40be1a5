import { countArticleView } from '@shared/contract/articles';
import * as newsroom from '@shared/contract/newsroom';
import type { ArticleInput } from '@shared/schemas/article-input';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';

export const createArticle = (api: ApiClient, input: ArticleInput) =>
  api.call(newsroom.createArticle, { body: input });
export const updateArticle = (api: ApiClient, id: string, input: ArticleInput) =>
  api.call(newsroom.updateArticle, { params: { id }, body: input });
export const deleteArticle = (api: ApiClient, id: string) =>
  api.call(newsroom.deleteArticle, { params: { id } });
/** Counts a view; the server counts it once per reader per window (errors are only logged). */
export const countView = (api: ApiClient, id: string) =>
  api.call(countArticleView, { params: { id }, body: {} });

/** Every article list and detail is stale after a write. */
function useInvalidateArticles() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['articles'] }),
      queryClient.invalidateQueries({ queryKey: ['stats'] }),
    ]);
}

export function useCreateArticle() {
  const api = useApi();
  const invalidate = useInvalidateArticles();
  return useMutation({
    mutationFn: (input: ArticleInput) => createArticle(api, input),
    onSuccess: invalidate,
  });
}

export function useUpdateArticle(id: string) {
  const api = useApi();
  const invalidate = useInvalidateArticles();
  return useMutation({
    mutationFn: (input: ArticleInput) => updateArticle(api, id, input),
    onSuccess: invalidate,
  });
}

export function useDeleteArticle() {
  const api = useApi();
  const invalidate = useInvalidateArticles();
  return useMutation({ mutationFn: (id: string) => deleteArticle(api, id), onSuccess: invalidate });
}

export function useCountView() {
  const api = useApi();
  return useMutation({
    mutationFn: (id: string) => countView(api, id),
    onError: (error) => console.error('view count failed', error),
  });
}
