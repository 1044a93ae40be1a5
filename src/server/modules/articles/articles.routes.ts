import { articleListSchema, articleSchema, viewCountResponseSchema } from '@shared/schemas/articles';
import { idParamSchema } from '@shared/schemas/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientAddress } from '../../lib/client-address';
import { sendPrepared } from '../../lib/prepared-answer';
import { draftRoutes } from './article-drafts.routes';
import { createArticleDraftsService } from './article-drafts.service';
import { listRoutes } from './article-lists.routes';
import { createArticleMails } from './article-mails';
import { noteRoutes } from './article-notes.routes';
import { createArticleNotesService } from './article-notes.service';
import { revisionRoutes } from './article-revisions.routes';
import { createArticleRevisionsService } from './article-revisions.service';
import { byId, errors, spec } from './article-route-options';
import { scheduleRoutes } from './article-schedule.routes';
import { createArticleScheduleService } from './article-schedule.service';
import { authorRoutes, moderationRoutes } from './article-writes.routes';
import { createArticleWritesService } from './article-writes.service';
import { createArticlesService } from './articles.service';
import { suggestionRoutes } from './search-suggestions.routes';

/** Articles: reading, lists and search, writing, view counts and moderation (docs/product.md#articles). */
export async function articlesRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const articles = createArticlesService({ db, caches: app.caches, viewKeySecret: app.config.authSecret });
  const mails = createArticleMails(db, app.mail, app.config);
  const writes = createArticleWritesService({ db, media: app.media, articles, mails });
  revisionRoutes(app, createArticleRevisionsService(db, articles), articles);
  draftRoutes(app, createArticleDraftsService(db, writes));
  noteRoutes(app, createArticleNotesService(db, articles));
  const api = app.withTypeProvider<ZodTypeProvider>();

  const details = spec('public', 'One article; the body is cut to a preview for readers without access', {
    params: idParamSchema,
    response: { 200: articleSchema, ...errors },
  });
  const showDetails = async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) =>
    sendPrepared(request, reply, await articles.details(request.viewer, request.params.id));
  api.get('/articles/:id', details, showDetails);
  api.get('/article/:id', details, showDetails);

  const related = spec('public', 'Approved articles sharing a tag or the publisher', byId(articleListSchema));
  api.get('/articles/:id/related', related, (request) => articles.related(request.viewer, request.params.id));

  authorRoutes(app, writes);
  listRoutes(app, articles);
  suggestionRoutes(app);

  const viewCount = { ...byId(viewCountResponseSchema), body: z.unknown().optional() };
  const viewSummary =
    'Count a reader’s view (once per reader per window; the server counts, the body is ignored)';
  const view = spec('public', viewSummary, viewCount, {
    rateLimit: { max: app.config.viewCountLimitPerMinute, timeWindow: '1 minute' },
    // Counting a view leaves cached lists as they are; their counts catch up within the TTL.
    changes: 'none',
  });
  api.patch('/viewCount/:id', view, (request) => {
    const reader = { viewer: request.viewer, address: clientAddress(request) };
    const onPruneError = (error: unknown) => request.log.warn({ err: error }, 'pruning views failed');
    return articles.countView(reader, request.params.id, onPruneError);
  });

  moderationRoutes(app, writes);
  const schedule = createArticleScheduleService({
    db,
    queue: app.jobs,
    caches: app.caches,
    articles,
    mails,
    log: app.log,
  });
  scheduleRoutes(app, schedule);
}
