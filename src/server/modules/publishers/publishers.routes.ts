import { ERROR_CODES } from '@shared/error-codes';
import { errorResponseSchema, insertedResponseSchema } from '@shared/schemas/common';
import { publisherInputSchema, publisherListSchema } from '@shared/schemas/publishers';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest, conflict } from '../../lib/errors';
import type { Viewer } from '../../types';
import { createAuditRepository } from '../audit/audit.repository';
import { createPublishersRepository } from './publishers.repository';

export async function publishersRoutes(app: FastifyInstance) {
  const repository = createPublishersRepository(app.database.db);
  const audit = createAuditRepository(app.database.db);
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

  api.post(
    '/publisher',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['publishers'],
        summary: 'Add a publisher with a logo uploaded first (admins)',
        body: publisherInputSchema,
        response: {
          201: insertedResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { publisherName, image } = request.body;
      if (!(await app.media.exists(image.replace(/^\/media\//, '')))) {
        throw badRequest('image must be an image uploaded to Broadsheet', {
          image: 'must be an image uploaded to Broadsheet',
        });
      }
      const insertedId = await repository.create({ publisherName, image });
      if (!insertedId)
        throw conflict(`${publisherName} is already a publisher.`, ERROR_CODES.PUBLISHER_EXISTS);
      await audit.record(request.viewer as Viewer, {
        action: 'publisher.create',
        targetType: 'publisher',
        targetId: insertedId,
        details: { publisherName },
      });
      return reply.status(201).send({ insertedId });
    },
  );
}
