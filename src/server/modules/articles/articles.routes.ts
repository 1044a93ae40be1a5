import { articleListQuerySchema, articleListSchema } from '@shared/schemas/articles';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPage } from '../../lib/pagination';
import { toArticleDto } from './articles.mapper';
import { createArticlesRepository } from './articles.repository';

const HERO_SIZE = 6;

export async function articlesRoutes(app: FastifyInstance) {
  const repository = createArticlesRepository(app.database.db);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/articlesCount',
    {
      config: { access: 'public' },
      schema: {
        tags: ['articles'],
        summary: 'Top approved articles by views (the home hero slider)',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(20).default(HERO_SIZE) }),
        response: { 200: articleListSchema },
      },
    },
    async (request) => {
      const rows = await repository.topByViews(request.query.limit);
      return rows.map((row) => toArticleDto(row, 'preview'));
    },
  );

  api.get(
    '/recent-articles',
    {
      config: { access: 'public' },
      schema: {
        tags: ['articles'],
        summary: 'Approved articles, newest first',
        querystring: articleListQuerySchema,
        response: { 200: articleListSchema },
      },
    },
    async (request, reply) => {
      const { rows, total } = await repository.listApproved(request.query);
      return sendPage(
        reply,
        rows.map((row) => toArticleDto(row, 'preview')),
        total,
      );
    },
  );
}
