import { errorResponseSchema, insertedResponseSchema } from '@shared/schemas/common';
import { contactMessageInputSchema } from '@shared/schemas/contact';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { limited, PUBLIC, routesTagged } from '../../lib/route-schemas';
import { createContactRepository } from './contact.repository';

const route = routesTagged('contact');

const sendMessage = route(
  // Messages are the editors' alone and no cache holds them: sending one clears nothing.
  limited({ ...PUBLIC, keepsCaches: true }, 5, '1 minute'),
  'Send the editors a tip, a submission or feedback',
  {
    body: contactMessageInputSchema,
    response: { 201: insertedResponseSchema, 400: errorResponseSchema },
  },
);

/** Readers write to the editors; the dashboard reads the messages (src/server/modules/admin). */
export async function contactRoutes(app: FastifyInstance) {
  const messages = createContactRepository(app.database.db);
  app
    .withTypeProvider<ZodTypeProvider>()
    .post('/contact', sendMessage, async (request, reply) =>
      reply.status(201).send({ insertedId: await messages.create(request.body) }),
    );
}
