import { searchSuggestions } from '@shared/contract/articles';
import type { SearchSuggestions } from '@shared/schemas/search';
import type { ApiClient } from '../../../lib/api-client';

/**
 * Suggestions for what the reader is typing in the header's search; `signal` cancels a request that a later
 * keystroke made stale. Fetched by the suggestion list itself (search-suggestions.tsx), not cached by the
 * query client: every answer is for one moment of typing.
 */
export function getSearchSuggestions(
  api: ApiClient,
  q: string,
  signal: AbortSignal,
): Promise<SearchSuggestions> {
  return api.call(searchSuggestions, { query: { q } }, { signal });
}
