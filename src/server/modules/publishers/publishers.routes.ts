import { addPublisher, getPublisher, listPublishers } from '@shared/contract/publishers';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/serve';
import { createPublishersService } from './publishers.service';

export async function publishersRoutes(app: FastifyInstance) {
  const publishers = createPublishersService(app.database.db, app.media);

  serve(app, listPublishers, () => publishers.list());
  serve(app, getPublisher, ({ params }) => publishers.bySlug(params.slug));
  serve(app, addPublisher, async ({ viewer, body }) => ({
    insertedId: await publishers.create(viewer, body),
  }));
}
