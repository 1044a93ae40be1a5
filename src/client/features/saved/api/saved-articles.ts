import { SAVED_STATES_MAX } from '@shared/constants';
import { listSaved, saveArticle, savedStates, unsaveArticle } from '@shared/contract/saved';
import type { SavedState } from '@shared/schemas/saved';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';
import { type PageParams, pagedQueryOptions } from '../../../lib/paged-query';

/** Every saved-articles query sits under this key: a save or removal makes them all stale. */
const SAVED_KEY = ['saved'] as const;

export const getSavedArticlesQueryOptions = (api: ApiClient, params: PageParams = {}) =>
  pagedQueryOptions([...SAVED_KEY, 'list', params], () => api.page(listSaved, { query: params }));

export function useSavedArticles(params: PageParams = {}) {
  return useQuery(getSavedArticlesQueryOptions(useApi(), params));
}

/**
 * The saved state of every article asked about in the same moment (a page of cards, each with its Save
 * button) comes from one request per page of ids rather than one per card.
 */
function createStateBatcher(api: ApiClient) {
  let waiting = new Map<string, ((saved: boolean) => void)[]>();
  let failing = new Map<string, ((error: unknown) => void)[]>();
  const send = async (ids: string[], answers: typeof waiting, failures: typeof failing) => {
    try {
      const { saved } = await api.call(savedStates, { query: { ids: ids.join(',') } });
      const kept = new Set(saved);
      for (const id of ids) for (const answer of answers.get(id) ?? []) answer(kept.has(id));
    } catch (error) {
      for (const id of ids) for (const fail of failures.get(id) ?? []) fail(error);
    }
  };
  return (id: string) =>
    new Promise<SavedState>((resolve, reject) => {
      if (waiting.size === 0)
        queueMicrotask(() => {
          const [answers, failures] = [waiting, failing];
          waiting = new Map();
          failing = new Map();
          const ids = [...answers.keys()];
          for (let start = 0; start < ids.length; start += SAVED_STATES_MAX)
            void send(ids.slice(start, start + SAVED_STATES_MAX), answers, failures);
        });
      waiting.set(id, [...(waiting.get(id) ?? []), (saved) => resolve({ saved })]);
      failing.set(id, [...(failing.get(id) ?? []), reject]);
    });
}
const batchers = new WeakMap<ApiClient, (id: string) => Promise<SavedState>>();
const savedStateOf = (api: ApiClient, id: string) => {
  let batcher = batchers.get(api);
  if (!batcher) {
    batcher = createStateBatcher(api);
    batchers.set(api, batcher);
  }
  return batcher(id);
};

export const getSavedStateQueryOptions = (api: ApiClient, id: string) =>
  queryOptions({ queryKey: [...SAVED_KEY, 'state', id], queryFn: () => savedStateOf(api, id) });

/** `enabled`: asked only while someone is signed in (a sign-out clears the cache under a mounted page). */
export function useSavedState(id: string, enabled = true) {
  return useQuery({ ...getSavedStateQueryOptions(useApi(), id), enabled });
}

export const setSaved = (api: ApiClient, id: string, saved: boolean) =>
  saved ? api.call(saveArticle, { params: { id } }) : api.call(unsaveArticle, { params: { id } });

/** Saves or removes an article; the answer is the new state, and the lists are stale. */
export function useSetSaved(id: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (saved: boolean) => setSaved(api, id, saved),
    onSuccess: async (state) => {
      queryClient.setQueryData(getSavedStateQueryOptions(api, id).queryKey, state);
      await queryClient.invalidateQueries({ queryKey: [...SAVED_KEY, 'list'] });
    },
  });
}
