import { getStats } from '@shared/contract/stats';
import type { FastifyInstance } from 'fastify';
import { changeTags } from '../../lib/changes';
import { serve } from '../../lib/serve';
import { createStatsService } from './stats.service';

/** Public counts for the home page statistics (docs/product.md#who-it-is-for). */
export async function statsRoutes(app: FastifyInstance) {
  const stats = createStatsService(app.database.db);
  serve(app, getStats, () => stats.counts(), {}, { tags: () => [changeTags.stats] });
}
