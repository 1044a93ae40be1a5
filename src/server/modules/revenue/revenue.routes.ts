import { getRevenue } from '@shared/contract/revenue';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/serve';
import { createRevenueService } from './revenue.service';

/** The newsroom's revenue numbers, from the payments table alone. */
export async function revenueRoutes(app: FastifyInstance) {
  const revenue = createRevenueService(app.database.db);
  serve(app, getRevenue, ({ query }) => revenue.overview(query));
}
