import { publisherListSchema } from '@shared/schemas/publishers';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createPublishersRepository } from './publishers.repository';

export async function publishersRoutes(app: FastifyInstance) {
  const repository = createPublishersRepository(app.database.db);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/publisher',
    {
      config: { access: 'public' },
      schema: { tags: ['publishers'], summary: 'All publishers', response: { 200: publisherListSchema } },
    },
    async () => {
      const rows = await repository.list();
      return rows.map((row) => ({ _id: row.id, publisherName: row.publisherName, image: row.image }));
    },
  );
}
