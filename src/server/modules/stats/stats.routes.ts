import { statsSchema } from '@shared/schemas/articles';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createStatsService } from './stats.service';

/** Public counts for the home page statistics (docs/product.md#who-it-is-for). */
export async function statsRoutes(app: FastifyInstance) {
  const stats = createStatsService(app.database.db);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/stats',
    {
      config: { access: 'public' },
      schema: { tags: ['stats'], summary: 'Public counts for the home page', response: { 200: statsSchema } },
    },
    () => stats.counts(),
  );
}
