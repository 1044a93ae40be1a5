import { articleInputSchema, declineInputSchema } from '@shared/schemas/articles';
import {
  deletedResponseSchema,
  insertedResponseSchema,
  modifiedResponseSchema,
} from '@shared/schemas/common';
import { bulkModerationInputSchema, bulkModerationResultSchema } from '@shared/schemas/moderation';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireVerified } from '../../lib/verified';
import { byId, errors, moderation, signedIn, spec } from './article-route-options';
import type { ArticleWritesService } from './article-writes.service';

/** Writing, editing and deleting articles: their authors, and editors (docs/product.md#articles). */
export function authorRoutes(app: FastifyInstance, writes: ArticleWritesService) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const write = { body: articleInputSchema, response: { 201: insertedResponseSchema, ...errors } };
  const create = spec('user', 'Write an article; it waits for an editor (status pending)', write, {
    rateLimit: { max: 30, timeWindow: '1 hour' },
  });
  api.post('/articles', create, async (request, reply) =>
    reply.status(201).send(await writes.create(requireVerified(request.viewer), request.body)),
  );

  const edit = { ...byId(modifiedResponseSchema), body: articleInputSchema };
  const update = spec(
    'user',
    'Edit an article (its author or an admin); an author’s edit goes back to the editors',
    edit,
  );
  api.patch('/updateArticles/:id', update, (request) =>
    writes.update(signedIn(request), request.params.id, request.body),
  );

  const remove = spec('user', 'Delete an article (its author or an admin)', byId(deletedResponseSchema));
  api.delete('/article/:id', remove, (request) => writes.remove(signedIn(request), request.params.id));
}

/** The editors' decisions on an article: approve, make premium, decline (docs/product.md#dashboard). */
export function moderationRoutes(app: FastifyInstance, writes: ArticleWritesService) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.patch('/admin-articles/:id', moderation('Approve an article'), (request) =>
    writes.approve(signedIn(request), request.params.id),
  );
  api.patch('/isPremium-articles/:id', moderation('Make an article premium'), (request) =>
    writes.makePremium(signedIn(request), request.params.id),
  );
  const decline = moderation('Decline an article with a reason the author sees', {
    body: declineInputSchema,
  });
  const bulk = spec(
    'editor',
    'Approve several articles, or decline them with one reason; says what became of each (editors)',
    { body: bulkModerationInputSchema, response: { 200: bulkModerationResultSchema, ...errors } },
    {},
    ['moderation'],
  );
  api.post('/articles/moderation', bulk, (request) => writes.bulk(signedIn(request), request.body));
  api.patch('/decline-articles/:id', decline, (request) =>
    writes.decline(signedIn(request), request.params.id, request.body.reason),
  );
}
