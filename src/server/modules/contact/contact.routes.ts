import { errorResponseSchema, insertedResponseSchema } from '@shared/schemas/common';
import { contactMessageInputSchema } from '@shared/schemas/contact';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createContactRepository } from './contact.repository';

export async function contactRoutes(app: FastifyInstance) {
  const repository = createContactRepository(app.database.db);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/contact',
    {
      config: { access: 'public', rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: {
        tags: ['contact'],
        summary: 'Send the editors a tip, a submission or feedback',
        body: contactMessageInputSchema,
        response: { 201: insertedResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const insertedId = await repository.create(request.body);
      return reply.status(201).send({ insertedId });
    },
  );
}
