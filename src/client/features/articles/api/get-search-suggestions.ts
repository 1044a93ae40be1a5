import type { SearchSuggestions } from '@shared/schemas/search';
import { type ApiClient, apiPath } from '../../../lib/api-client';

/**
 * Suggestions for what the reader is typing in the header's search; `signal` cancels a request that a later
 * keystroke made stale. Fetched by the suggestion list itself (search-suggestions.tsx), not cached by the
 * query client: every answer is for one moment of typing.
 */
export async function getSearchSuggestions(
  api: ApiClient,
  q: string,
  signal: AbortSignal,
): Promise<SearchSuggestions> {
  const { data } = await api.request<SearchSuggestions>(apiPath`/search-suggestions`, {
    query: { q },
    signal,
  });
  return data;
}
