import { z } from 'zod';
import { safeText } from './common';

/** The longest text the header's search asks suggestions for. */
export const SUGGESTION_QUERY_MAX = 100;

/** What the reader has typed so far: plain text, not empty once trimmed, at most SUGGESTION_QUERY_MAX characters. */
export const searchSuggestionsQuerySchema = z.object({
  q: safeText({ message: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(SUGGESTION_QUERY_MAX, `must be at most ${SUGGESTION_QUERY_MAX} characters`),
});

/**
 * Suggestions for a search as it is typed (docs/product.md#articles): approved articles by title, sections and
 * authors by name. Titles and names only, never any part of a body.
 */
export const searchSuggestionsSchema = z.object({
  articles: z.array(z.object({ _id: z.string(), title: z.string() })),
  sections: z.array(z.object({ tag: z.string(), slug: z.string(), name: z.string() })),
  authors: z.array(z.object({ _id: z.string(), name: z.string(), photo: z.string() })),
});
export type SearchSuggestions = z.infer<typeof searchSuggestionsSchema>;
