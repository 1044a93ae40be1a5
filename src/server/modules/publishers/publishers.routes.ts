import {
  addPublisher,
  getPublisher,
  listPublishers,
  removePublisher,
  updatePublisher,
} from '@shared/contract/publishers';
import type { FastifyInstance } from 'fastify';
import { changeTags } from '../../lib/changes';
import { serve } from '../../lib/serve';
import { createPublishersService } from './publishers.service';

export async function publishersRoutes(app: FastifyInstance) {
  const publishers = createPublishersService(app.database.db, app.media, app.caches);

  serve(app, listPublishers, () => publishers.list(), {}, { tags: () => [changeTags.publishers] });
  serve(
    app,
    getPublisher,
    ({ params }) => publishers.bySlug(params.slug),
    {},
    {
      tags: (publisher) => [changeTags.publishers, changeTags.publisher(publisher.publisherName)],
    },
  );
  serve(
    app,
    addPublisher,
    async ({ viewer, body }) => ({ insertedId: await publishers.create(viewer, body) }),
    { changes: 'named' },
  );
  serve(app, updatePublisher, ({ viewer, params, body }) => publishers.update(viewer, params.id, body), {
    changes: 'named',
  });
  serve(
    app,
    removePublisher,
    async ({ viewer, params }) => ({ deletedCount: await publishers.remove(viewer, params.id) }),
    { changes: 'named' },
  );
}
