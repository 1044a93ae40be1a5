import { getAuthor, listAuthorArticles } from '@shared/contract/authors';
import type { FastifyInstance } from 'fastify';
import { changeTags } from '../../lib/changes';
import { serve } from '../../lib/serve';
import { createAuthorsService } from './authors.service';

/** Authors' pages (docs/product.md#pages-and-navigation). */
export async function authorsRoutes(app: FastifyInstance) {
  const authors = createAuthorsService(app.database.db, app.caches);

  // An author's page changes with the author's byline and with their articles.
  const authorTags = {
    tags: (_: unknown, { params }: { params: { id: string } }) => [changeTags.author(params.id)],
  };
  serve(app, getAuthor, ({ params }) => authors.profile(params.id), {}, authorTags);
  serve(
    app,
    listAuthorArticles,
    async ({ params, query }) => {
      const { items, total } = await authors.articles(params.id, query);
      return { rows: items, total };
    },
    {},
    authorTags,
  );
}
