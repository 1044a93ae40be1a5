import { articleListSchema } from '@shared/schemas/articles';
import { authorSchema } from '@shared/schemas/authors';
import { idParamSchema, paginationQuerySchema } from '@shared/schemas/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendPage } from '../../lib/pagination';
import { errorAnswers, PUBLIC, routesTagged } from '../../lib/route-schemas';
import { createAuthorsService } from './authors.service';

const route = routesTagged('authors');

const oneAuthor = route(PUBLIC, 'An author: name, photo and bio (only readers with an approved article)', {
  params: idParamSchema,
  response: { 200: authorSchema, ...errorAnswers(400, 404) },
});
const authorArticles = route(PUBLIC, 'An author’s approved articles, newest first', {
  params: idParamSchema,
  querystring: paginationQuerySchema,
  response: { 200: articleListSchema, ...errorAnswers(400, 404) },
});

/** Authors' pages (docs/product.md#pages-and-navigation). */
export async function authorsRoutes(app: FastifyInstance) {
  const authors = createAuthorsService(app.database.db, app.caches);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/authors/:id', oneAuthor, (request) => authors.profile(request.params.id));
  api.get('/authors/:id/articles', authorArticles, async (request, reply) => {
    const { items, total } = await authors.articles(request.params.id, request.query);
    return sendPage(reply, items, total);
  });
}
