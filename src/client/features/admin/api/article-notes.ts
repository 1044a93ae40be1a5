import { addArticleNote, listArticleNotes, removeArticleNote } from '@shared/contract/newsroom';
import type { NoteInput } from '@shared/schemas/notes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';

/** An article's corrections and updates, removed ones included (editors). */
export const getArticleNotesQueryOptions = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: ['admin', 'notes', id],
    queryFn: () => api.call(listArticleNotes, { params: { id } }),
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
    mutationFn: (input: NoteInput) => api.call(addArticleNote, { params: { id }, body: input }),
    onSuccess,
  });
}

export function useRemoveNote(id: string) {
  const api = useApi();
  const onSuccess = useRefresh(id);
  return useMutation({
    mutationFn: (noteId: string) => api.call(removeArticleNote, { params: { id, noteId } }),
    onSuccess,
  });
}
