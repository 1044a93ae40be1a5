import { statsSchema } from '@shared/schemas/articles';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publishers, user } from '../../db/schema';
import { createArticlesRepository } from '../articles/articles.repository';

/** Public counts for the home page statistics; the user list itself is admin-only
 * (docs/product.md#who-it-is-for). */
export async function statsRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const articlesRepository = createArticlesRepository(db);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/stats',
    {
      config: { access: 'public' },
      schema: { tags: ['stats'], summary: 'Public counts for the home page', response: { 200: statsSchema } },
    },
    async () => {
      const [[users], [publisherCount], totalArticles] = await Promise.all([
        db.select({ total: count() }).from(user),
        db.select({ total: count() }).from(publishers),
        articlesRepository.countApproved(),
      ]);
      return {
        totalUsers: users?.total ?? 0,
        totalArticles,
        totalPublishers: publisherCount?.total ?? 0,
      };
    },
  );
}
