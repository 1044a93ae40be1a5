import {
  adminArticleListQuerySchema,
  articleInputSchema,
  articleListQuerySchema,
  articleListSchema,
  articleSchema,
  declineInputSchema,
  searchQuerySchema,
  viewCountResponseSchema,
} from '@shared/schemas/articles';
import {
  deletedResponseSchema,
  emailSchema,
  idParamSchema,
  insertedResponseSchema,
  modifiedResponseSchema,
  paginationQuerySchema,
} from '@shared/schemas/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientAddress } from '../../lib/client-address';
import { sendPage } from '../../lib/pagination';
import { sendPrepared } from '../../lib/prepared-answer';
import { requireVerified } from '../../lib/verified';
import type { Viewer } from '../../types';
import { badInput, byId, errors, moderation, spec } from './article-route-options';
import { createArticleWritesService } from './article-writes.service';
import { type ArticlePage, createArticlesService } from './articles.service';

const HERO_SIZE = 6;
const signedIn = (request: FastifyRequest) => request.viewer as Viewer;
const paged = async (reply: FastifyReply, page: Promise<ArticlePage>) => {
  const { items, total } = await page;
  return sendPage(reply, items, total);
};
const list = articleListSchema;

/** Articles: reading, lists and search, writing, view counts and moderation (docs/product.md#articles). */
export async function articlesRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const articles = createArticlesService({ db, caches: app.caches, viewKeySecret: app.config.authSecret });
  const writes = createArticleWritesService({ db, media: app.media, articles });
  const api = app.withTypeProvider<ZodTypeProvider>();

  const details = spec('public', 'One article; the body is cut to a preview for readers without access', {
    params: idParamSchema,
    response: { 200: articleSchema, ...errors },
  });
  const showDetails = async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) =>
    sendPrepared(request, reply, await articles.details(request.viewer, request.params.id));
  api.get('/articles/:id', details, showDetails);
  api.get('/article/:id', details, showDetails);

  const related = spec('public', 'Approved articles sharing a tag or the publisher', byId(list));
  api.get('/articles/:id/related', related, (request) => articles.related(request.viewer, request.params.id));

  const write = { body: articleInputSchema, response: { 201: insertedResponseSchema, ...errors } };
  const create = spec('user', 'Write an article; it waits for an editor (status pending)', write, {
    rateLimit: { max: 30, timeWindow: '1 hour' },
  });
  api.post('/articles', create, async (request, reply) =>
    reply.status(201).send(await writes.create(requireVerified(request.viewer), request.body)),
  );

  const update = spec(
    'user',
    'Edit an article (its author or an admin); an author’s edit goes back to the editors',
    {
      ...byId(modifiedResponseSchema),
      body: articleInputSchema,
    },
  );
  api.patch('/updateArticles/:id', update, (request) =>
    writes.update(signedIn(request), request.params.id, request.body),
  );

  const remove = spec('user', 'Delete an article (its author or an admin)', byId(deletedResponseSchema));
  api.delete('/article/:id', remove, (request) => writes.remove(signedIn(request), request.params.id));

  const all = spec('admin', 'Every article in any status, newest first (admins)', {
    querystring: adminArticleListQuerySchema,
    response: { 200: list, ...errors },
  });
  api.get('/articles', all, (request, reply) => paged(reply, articles.all(request.query)));

  const mine = spec('user', 'An author’s own articles in every status (the author or an admin)', {
    params: z.object({ email: emailSchema }),
    querystring: paginationQuerySchema,
    response: { 200: list, ...errors },
  });
  api.get('/myArticles/:email', mine, (request, reply) =>
    paged(reply, articles.byAuthor(signedIn(request), request.params.email, request.query)),
  );

  const top = spec('public', 'Top approved articles by views (the home hero slider)', {
    querystring: z.object({ limit: z.coerce.number().int().min(1).max(20).default(HERO_SIZE) }),
    response: { 200: list, ...badInput },
  });
  api.get('/articlesCount', top, (request) => articles.top(request.query.limit));

  const recent = spec('public', 'Approved articles, newest first; filter by publisher and tag', {
    querystring: articleListQuerySchema,
    response: { 200: list, ...badInput },
  });
  api.get('/recent-articles', recent, (request, reply) => paged(reply, articles.recent(request.query)));

  const search = spec('public', 'Full-text search over approved articles, best match first', {
    querystring: searchQuerySchema,
    response: { 200: list, ...badInput },
  });
  api.get('/searchArticles', search, (request, reply) =>
    paged(reply, articles.search(request.viewer, request.query)),
  );

  const premium = spec('user', 'Approved premium articles (previews), newest first', {
    querystring: articleListQuerySchema,
    response: { 200: list, ...errors },
  });
  api.get('/articlesIsPremuan', premium, (request, reply) => paged(reply, articles.premium(request.query)));

  const viewCount = { ...byId(viewCountResponseSchema), body: z.unknown().optional() };
  const view = spec(
    'public',
    'Count a reader’s view (once per reader per window; the server counts, the body is ignored)',
    viewCount,
    {
      rateLimit: { max: app.config.viewCountLimitPerMinute, timeWindow: '1 minute' },
      // Counting a view leaves cached lists as they are; their counts catch up within the TTL.
      keepsCaches: true,
    },
  );
  api.patch('/viewCount/:id', view, (request) => {
    const reader = { viewer: request.viewer, address: clientAddress(request) };
    const onPruneError = (error: unknown) => request.log.warn({ err: error }, 'pruning views failed');
    return articles.countView(reader, request.params.id, onPruneError);
  });

  api.patch('/admin-articles/:id', moderation('Approve an article'), (request) =>
    writes.approve(signedIn(request), request.params.id),
  );
  api.patch('/isPremium-articles/:id', moderation('Make an article premium'), (request) =>
    writes.makePremium(signedIn(request), request.params.id),
  );
  const decline = moderation('Decline an article with a reason the author sees', {
    body: declineInputSchema,
  });
  api.patch('/decline-articles/:id', decline, (request) =>
    writes.decline(signedIn(request), request.params.id, request.body.reason),
  );
}
