import { searchSuggestionsQuerySchema, searchSuggestionsSchema } from '@shared/schemas/search';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badInput, spec } from './article-route-options';
import { createSearchSuggestionsService } from './search-suggestions.service';

/**
 * The header search's suggestions: public, the same answer for every reader, so a visitor's is kept by the
 * shared cache like any other public read (docs/product.md#articles).
 */
export function suggestionRoutes(app: FastifyInstance) {
  const suggestions = createSearchSuggestionsService(app.database.db);
  const options = spec(
    'public',
    'Articles by title, sections and authors by name, for a search being typed',
    {
      querystring: searchSuggestionsQuerySchema,
      response: { 200: searchSuggestionsSchema, ...badInput },
    },
  );
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/search-suggestions', options, (request) => suggestions.suggest(request.query.q));
}
