import { getAuthorReadership, getReadership, getTopArticles } from '@shared/contract/readership';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/serve';
import { createReadershipService } from './readership.service';

/** The newsroom's readership numbers (docs/decisions/0030-readership.md); the views come from the article beacon. */
export async function readershipRoutes(app: FastifyInstance) {
  const readership = createReadershipService({ db: app.database.db, queue: app.jobs, log: app.log });
  serve(app, getReadership, ({ query }) => readership.overview(query));
  serve(app, getAuthorReadership, ({ viewer, params, query }) =>
    readership.forAuthor(viewer, params.email, query),
  );
  serve(app, getTopArticles, ({ query }) => readership.top(query.period));
}
