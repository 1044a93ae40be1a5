import { listSaved, saveArticle, savedState, savedStates, unsaveArticle } from '@shared/contract/saved';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/serve';
import { createSavedService } from './saved.service';

/** A reader's saved articles are in no cache: saving and unsaving clear nothing. */
const OWN_LIST = { changes: 'none' } as const;

/** Saved articles: each signed-in reader's own list (docs/product.md#saved-articles). */
export async function savedRoutes(app: FastifyInstance) {
  const saved = createSavedService(app.database.db);

  serve(app, listSaved, ({ viewer, query }) => saved.page(viewer, query));
  serve(app, savedStates, ({ viewer, query }) => saved.among(viewer, query.ids));
  serve(app, savedState, ({ viewer, params }) => saved.state(viewer, params.id));
  serve(app, saveArticle, ({ viewer, params }) => saved.save(viewer, params.id), OWN_LIST);
  serve(app, unsaveArticle, ({ viewer, params }) => saved.unsave(viewer, params.id), OWN_LIST);
}
