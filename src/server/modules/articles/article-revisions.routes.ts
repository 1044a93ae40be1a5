import { articleSchema } from '@shared/schemas/articles';
import { errorResponseSchema, idParamSchema } from '@shared/schemas/common';
import { revisionParamsSchema, revisionSchema } from '@shared/schemas/revisions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { createArticleRevisionsService } from './article-revisions.service';
import { byId, errors, signedIn, spec } from './article-route-options';
import type { ArticlesService } from './articles.service';

/**
 * What editors read before they decide: an article in review, its history and restoring an earlier version
 * (docs/product.md#moderation, docs/product.md#revisions).
 */
export function revisionRoutes(
  app: FastifyInstance,
  revisions: ReturnType<typeof createArticleRevisionsService>,
  articles: Pick<ArticlesService, 'review'>,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const review = spec(
    'editor',
    'An article as an editor reviews it: all of it, with the edit in review of a live one (editors)',
    byId(articleSchema),
    {},
    ['moderation'],
  );
  api.get('/articles/:id/review', review, (request) => articles.review(signedIn(request), request.params.id));
  const history = spec(
    'editor',
    'An article’s revisions, newest first, each with its changes to title and body (editors)',
    { params: idParamSchema, response: { 200: z.array(revisionSchema), ...errors } },
    {},
    ['moderation'],
  );
  api.get('/articles/:id/revisions', history, (request) =>
    revisions.history(signedIn(request), request.params.id),
  );
  const restore = spec(
    'editor',
    'Make an earlier approved revision live again, as a new revision (editors; audited)',
    {
      params: revisionParamsSchema,
      response: {
        200: z.object({ modifiedCount: z.number().int(), revision: z.number().int() }),
        ...errors,
        409: errorResponseSchema,
      },
    },
    {},
    ['moderation'],
  );
  api.post('/articles/:id/revisions/:number/restore', restore, (request) =>
    revisions.restore(signedIn(request), request.params.id, request.params.number),
  );
}
