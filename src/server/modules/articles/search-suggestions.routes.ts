import { searchSuggestions } from '@shared/contract/articles';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/serve';
import { createSearchSuggestionsService } from './search-suggestions.service';

/**
 * The header search's suggestions: public, the same answer for every reader, so a visitor's is kept by the
 * shared cache like any other public read (docs/product.md#articles).
 */
export function suggestionRoutes(app: FastifyInstance) {
  const suggestions = createSearchSuggestionsService(app.database.db);
  serve(app, searchSuggestions, ({ query }) => suggestions.suggest(query.q));
}
