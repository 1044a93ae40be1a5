import type { ArticleNote, EditorNote, NoteInput } from '@shared/schemas/notes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, apiPath } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';

/** An article's corrections and updates, removed ones included (editors). */
export const getArticleNotesQueryOptions = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: ['admin', 'notes', id],
    queryFn: () => api.get<EditorNote[]>(apiPath`/articles/${id}/notes`),
  });

export function useArticleNotes(id: string) {
  return useQuery(getArticleNotesQueryOptions(useApi(), id));
}

/** After a note is added or removed: the notes, the article as readers get it, and the audit log. */
function useRefresh(id: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [['admin', 'notes', id], ['articles'], ['admin', 'audit-log']].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export function useAddNote(id: string) {
  const api = useApi();
  const onSuccess = useRefresh(id);
  return useMutation({
    mutationFn: (input: NoteInput) =>
      api.send<{ insertedId: string; note: ArticleNote }>('POST', apiPath`/articles/${id}/notes`, input),
    onSuccess,
  });
}

export function useRemoveNote(id: string) {
  const api = useApi();
  const onSuccess = useRefresh(id);
  return useMutation({
    mutationFn: (noteId: string) =>
      api.send<{ deletedCount: number }>('DELETE', apiPath`/articles/${id}/notes/${noteId}`),
    onSuccess,
  });
}
