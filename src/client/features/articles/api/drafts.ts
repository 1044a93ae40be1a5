import type { RichDoc } from '@shared/rich-text/types';
import type { ArticleInput } from '@shared/schemas/articles';
import type { Draft, DraftCreated, DraftSaved } from '@shared/schemas/drafts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, apiPath } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';

/** What the writing form autosaves: the fields as they are, any of them still empty. */
export interface DraftValues {
  title: string;
  publisher: string;
  tags: string[];
  body: RichDoc;
  image: string;
}

export const getDraftsQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: ['drafts'], queryFn: () => api.get<Draft[]>(apiPath`/drafts`) });

export const getDraftQueryOptions = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: ['drafts', id],
    queryFn: () => api.get<Draft>(apiPath`/drafts/${id}`),
    // The writing page reads it once; autosave keeps its own version from then on.
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useDrafts = () => useQuery(getDraftsQueryOptions(useApi()));

export const createDraft = (api: ApiClient, values: DraftValues) =>
  api.send<DraftCreated>('POST', apiPath`/drafts`, values);
export const saveDraft = (api: ApiClient, id: string, version: number, values: DraftValues) =>
  api.send<DraftSaved>('PUT', apiPath`/drafts/${id}`, { ...values, version });
export const fetchDraft = (api: ApiClient, id: string) => api.get<Draft>(apiPath`/drafts/${id}`);
export const submitDraft = (api: ApiClient, id: string, version: number, input: ArticleInput) =>
  api.send<{ insertedId: string }>('POST', apiPath`/drafts/${id}/submit?version=${version}`, input);

/** Deletes a draft; the drafts list is fetched again. */
export function useDeleteDraft() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.send<{ deletedCount: number }>('DELETE', apiPath`/drafts/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['drafts'], exact: true }),
  });
}
