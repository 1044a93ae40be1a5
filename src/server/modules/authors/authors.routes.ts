import { getAuthor, listAuthorArticles } from '@shared/contract/authors';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/serve';
import { createAuthorsService } from './authors.service';

/** Authors' pages (docs/product.md#pages-and-navigation). */
export async function authorsRoutes(app: FastifyInstance) {
  const authors = createAuthorsService(app.database.db, app.caches);

  serve(app, getAuthor, ({ params }) => authors.profile(params.id));
  serve(app, listAuthorArticles, async ({ params, query }) => {
    const { items, total } = await authors.articles(params.id, query);
    return { rows: items, total };
  });
}
