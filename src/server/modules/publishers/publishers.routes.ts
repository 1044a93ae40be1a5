import { insertedResponseSchema } from '@shared/schemas/common';
import {
  publisherInputSchema,
  publisherListSchema,
  publisherSchema,
  slugParamSchema,
} from '@shared/schemas/publishers';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { EDITOR, errorAnswers, PUBLIC, routesTagged, signedIn } from '../../lib/route-schemas';
import { createPublishersService } from './publishers.service';

const route = routesTagged('publishers');

const listPublishers = route(PUBLIC, 'All publishers', { response: { 200: publisherListSchema } });
const onePublisher = route(PUBLIC, 'One publisher, by the address of its page (`/publisher/{slug}`)', {
  params: slugParamSchema,
  response: { 200: publisherSchema, ...errorAnswers(400, 404) },
});
const addPublisher = route(
  { ...EDITOR, changes: 'named' },
  'Add a publisher with a logo uploaded first (editors)',
  {
    body: publisherInputSchema,
    response: { 201: insertedResponseSchema, ...errorAnswers(400, 401, 403, 409) },
  },
);

export async function publishersRoutes(app: FastifyInstance) {
  const publishers = createPublishersService(app.database.db, app.media);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/publisher', listPublishers, () => publishers.list());
  api.get('/publishers/:slug', onePublisher, (request) => publishers.bySlug(request.params.slug));
  api.post('/publisher', addPublisher, async (request, reply) =>
    reply.status(201).send({ insertedId: await publishers.create(signedIn(request), request.body) }),
  );
}
