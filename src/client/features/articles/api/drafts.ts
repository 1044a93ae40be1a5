import type { Tag } from '@shared/constants';
import * as newsroom from '@shared/contract/newsroom';
import type { RichDoc } from '@shared/rich-text/types';
import type { ArticleInput } from '@shared/schemas/article-input';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';
import { useAuth } from '../../../lib/auth';

/** What the writing form autosaves: the fields as they are, any of them still empty. */
export interface DraftValues {
  title: string;
  publisher: string;
  tags: string[];
  body: RichDoc;
  image: string;
  standfirst: string;
  imageAlt: string;
  imageCaption: string;
}

export const getDraftsQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: ['drafts'], queryFn: () => api.call(newsroom.listDrafts) });

export const getDraftQueryOptions = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: ['drafts', id],
    queryFn: () => fetchDraft(api, id),
    // The writing page reads it once; autosave keeps its own version from then on.
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Asked only while someone is signed in: a sign-out clears the cache under the mounted page. */
export function useDrafts() {
  const signedIn = Boolean(useAuth().user);
  return useQuery({ ...getDraftsQueryOptions(useApi()), enabled: signedIn });
}

/**
 * The fields as they are sent. The form keeps tags as the strings a draft came back with; the server checks
 * each against the seven tags and answers a field error for any other, so they travel unchanged.
 */
const draftBody = (values: DraftValues) => ({ ...values, tags: values.tags as Tag[] });

export const createDraft = (api: ApiClient, values: DraftValues) =>
  api.call(newsroom.createDraft, { body: draftBody(values) });
export const saveDraft = (api: ApiClient, id: string, version: number, values: DraftValues) =>
  api.call(newsroom.saveDraft, { params: { id }, body: { ...draftBody(values), version } });
export const fetchDraft = (api: ApiClient, id: string) => api.call(newsroom.getDraft, { params: { id } });
export const submitDraft = (api: ApiClient, id: string, version: number, input: ArticleInput) =>
  api.call(newsroom.submitDraft, { params: { id }, query: { version }, body: input });

/** Deletes a draft; the drafts list is fetched again. */
export function useDeleteDraft() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(newsroom.deleteDraft, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['drafts'], exact: true }),
  });
}
