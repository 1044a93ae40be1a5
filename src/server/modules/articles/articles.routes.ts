import { createHash } from 'node:crypto';
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
  errorResponseSchema,
  idParamSchema,
  insertedResponseSchema,
  modifiedResponseSchema,
  paginationQuerySchema,
} from '@shared/schemas/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientAddress } from '../../lib/client-address';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { sendPage } from '../../lib/pagination';
import { type PreparedAnswer, prepareAnswer, sendPrepared } from '../../lib/prepared-answer';
import { createTtlCache } from '../../lib/ttl-cache';
import { requireVerified } from '../../lib/verified';
import type { Viewer } from '../../types';
import { createAuditRepository } from '../audit/audit.repository';
import { createUsersRepository } from '../users/users.repository';
import { type ArticleRow, toArticleDto } from './articles.mapper';
import { createArticlesRepository } from './articles.repository';
import { bodyAccess, canChange, canRead, hasPremium, isAdmin } from './articles.service';

const HERO_SIZE = 6;
const RELATED_SIZE = 3;
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

export async function articlesRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const repository = createArticlesRepository(db, { caches: app.caches });
  const users = createUsersRepository(db);
  const audit = createAuditRepository(db);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = (request: FastifyRequest) => request.viewer as Viewer;

  async function publisherExists(name: string) {
    const rows = await db.query.publishers.findFirst({ where: (p, { eq }) => eq(p.publisherName, name) });
    return Boolean(rows);
  }

  /** Checks what only the database knows: the publisher exists and the image was uploaded here. */
  async function checkReferences(input: { publisher: string; image: string }) {
    const fields: Record<string, string> = {};
    if (!(await publisherExists(input.publisher))) fields.publisher = 'must be one of the publishers';
    if (input.image && !(await app.media.exists(input.image.replace(/^\/media\//, '')))) {
      fields.image = 'must be an image uploaded to Broadsheet';
    }
    if (Object.keys(fields).length > 0) {
      throw badRequest(
        Object.entries(fields)
          .map(([field, message]) => `${field} ${message}`)
          .join('; '),
        fields,
      );
    }
  }

  // The article a reader opens, kept briefly for the next readers (cleared by any write; see caches.ts).
  // Writes always check the row as it is now.
  const articleRows = createTtlCache<ArticleRow>(app.caches, { maxEntries: 2000 });
  async function readable(request: FastifyRequest, id: string) {
    const row =
      request.method === 'GET'
        ? await articleRows.get(id, () => repository.findById(id))
        : await repository.findById(id);
    // An article the reader may not see is answered as missing, so its existence does not leak.
    if (!row || !canRead(request.viewer, row)) throw notFound('Article');
    return row;
  }

  const details = {
    config: { access: 'public' as const },
    schema: {
      tags: ['articles'],
      summary: 'One article; the body is cut to a preview for readers without access',
      params: idParamSchema,
      response: { 200: articleSchema, ...errors },
    },
  };
  // What a reader gets depends only on the article and on how much of it they may read: each answer is
  // checked against the schema, serialized and compressed once per TTL and sent to every such reader.
  const preparedArticles = createTtlCache<PreparedAnswer>(app.caches, { maxEntries: 2000 });
  const detailsHandler = async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
    const row = await readable(request, request.params.id);
    const access = bodyAccess(request.viewer, row);
    const prepared = await preparedArticles.get(`${row.id}:${access}`, async () =>
      prepareAnswer(articleSchema.parse(toArticleDto(row, access))),
    );
    if (!prepared) throw notFound('Article');
    return sendPrepared(request, reply, prepared);
  };
  api.get('/articles/:id', details, detailsHandler);
  api.get('/article/:id', details, detailsHandler);

  api.get(
    '/articles/:id/related',
    {
      config: { access: 'public' },
      schema: {
        tags: ['articles'],
        summary: 'Approved articles sharing a tag or the publisher',
        params: idParamSchema,
        response: { 200: articleListSchema, ...errors },
      },
    },
    async (request) => {
      const row = await readable(request, request.params.id);
      const related = await repository.related(row, RELATED_SIZE);
      return related.map((item) => toArticleDto(item, 'preview'));
    },
  );

  api.post(
    '/articles',
    {
      config: { access: 'user', rateLimit: { max: 30, timeWindow: '1 hour' } },
      schema: {
        tags: ['articles'],
        summary: 'Write an article; it waits for an editor (status pending)',
        body: articleInputSchema,
        response: { 201: insertedResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const author = requireVerified(signedIn(request));
      await checkReferences(request.body);
      const insertedId = await repository.create(author.id, request.body);
      return reply.status(201).send({ insertedId });
    },
  );

  api.patch(
    '/updateArticles/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['articles'],
        summary: 'Edit an article (its author or an admin); an author’s edit goes back to the editors',
        params: idParamSchema,
        body: articleInputSchema,
        response: { 200: modifiedResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = signedIn(request);
      const row = await readable(request, request.params.id);
      if (!canChange(viewer, row)) throw forbidden('Only the author or an editor can change this article.');
      await checkReferences(request.body);
      const byEditor = isAdmin(viewer) && viewer.id !== row.authorId;
      const modifiedCount = await repository.update(row.id, request.body, !byEditor);
      if (byEditor) {
        await audit.record(viewer, {
          action: 'article.update',
          targetType: 'article',
          targetId: row.id,
          details: { title: request.body.title },
        });
      }
      return { modifiedCount };
    },
  );

  api.delete(
    '/article/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['articles'],
        summary: 'Delete an article (its author or an admin)',
        params: idParamSchema,
        response: { 200: deletedResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = signedIn(request);
      const row = await readable(request, request.params.id);
      if (!canChange(viewer, row)) throw forbidden('Only the author or an editor can delete this article.');
      const deletedCount = await repository.remove(row.id);
      if (viewer.id !== row.authorId) {
        await audit.record(viewer, {
          action: 'article.delete',
          targetType: 'article',
          targetId: row.id,
          details: { title: row.title },
        });
      }
      return { deletedCount };
    },
  );

  api.get(
    '/articles',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['articles'],
        summary: 'Every article in any status, newest first (admins)',
        querystring: adminArticleListQuerySchema,
        response: { 200: articleListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { status, publisher, tag } = request.query;
      const { rows, total } = await repository.list({ status, publisher, tag }, request.query);
      return sendPage(
        reply,
        rows.map((row) => toArticleDto(row, 'preview')),
        total,
      );
    },
  );

  api.get(
    '/myArticles/:email',
    {
      config: { access: 'user' },
      schema: {
        tags: ['articles'],
        summary: 'An author’s own articles in every status (the author or an admin)',
        params: z.object({ email: emailSchema }),
        querystring: paginationQuerySchema,
        response: { 200: articleListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = signedIn(request);
      const own = request.params.email.toLowerCase() === viewer.email.toLowerCase();
      if (!own && !isAdmin(viewer)) throw forbidden('You can only list your own articles.');
      const author = own ? { id: viewer.id } : await users.findByEmail(request.params.email);
      if (!author) return sendPage(reply, [], 0);
      const { rows, total } = await repository.list({ authorId: author.id }, request.query);
      return sendPage(
        reply,
        rows.map((row) => toArticleDto(row, 'preview')),
        total,
      );
    },
  );

  api.get(
    '/articlesCount',
    {
      config: { access: 'public' },
      schema: {
        tags: ['articles'],
        summary: 'Top approved articles by views (the home hero slider)',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(20).default(HERO_SIZE) }),
        response: { 200: articleListSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const rows = await repository.topByViews(request.query.limit);
      return rows.map((row) => toArticleDto(row, 'preview'));
    },
  );

  api.get(
    '/recent-articles',
    {
      config: { access: 'public' },
      schema: {
        tags: ['articles'],
        summary: 'Approved articles, newest first; filter by publisher and tag',
        querystring: articleListQuerySchema,
        response: { 200: articleListSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { rows, total } = await repository.listApproved(request.query);
      return sendPage(
        reply,
        rows.map((row) => toArticleDto(row, 'preview')),
        total,
      );
    },
  );

  api.get(
    '/searchArticles',
    {
      config: { access: 'public' },
      schema: {
        tags: ['articles'],
        summary: 'Full-text search over approved articles, best match first',
        querystring: searchQuerySchema,
        response: { 200: articleListSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const scope = isAdmin(request.viewer) || hasPremium(request.viewer) ? 'full' : 'open';
      const { rows, total } = await repository.search(request.query.search, request.query, scope);
      return sendPage(
        reply,
        rows.map((row) => toArticleDto(row, 'preview')),
        total,
      );
    },
  );

  api.get(
    '/articlesIsPremuan',
    {
      config: { access: 'user' },
      schema: {
        tags: ['articles'],
        summary: 'Approved premium articles (previews), newest first',
        querystring: articleListQuerySchema,
        response: { 200: articleListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { publisher, tag } = request.query;
      const { rows, total } = await repository.list(
        { status: 'approve', premium: true, publisher, tag },
        request.query,
      );
      return sendPage(
        reply,
        rows.map((row) => toArticleDto(row, 'preview')),
        total,
      );
    },
  );

  api.patch(
    '/viewCount/:id',
    {
      config: {
        access: 'public',
        rateLimit: { max: app.config.viewCountLimitPerMinute, timeWindow: '1 minute' },
        // Counting a view leaves cached lists as they are; their counts catch up within the TTL.
        keepsCaches: true,
      },
      schema: {
        tags: ['articles'],
        summary: 'Count a reader’s view (once per reader per window; the server counts, the body is ignored)',
        params: idParamSchema,
        body: z.unknown().optional(),
        response: { 200: viewCountResponseSchema, ...errors },
      },
    },
    async (request) => {
      // A reader is who signed in, or else the address (never a header the caller picks, like User-Agent).
      const viewerKey = request.viewer
        ? `user:${request.viewer.id}`
        : `anon:${createHash('sha256')
            .update(`${app.config.authSecret}|${clientAddress(request)}`)
            .digest('base64url')}`;
      const result = await repository.countView(request.params.id, viewerKey);
      if (!result) throw notFound('Article');
      if (Math.random() < 0.01)
        void repository
          .pruneViews()
          .catch((error: unknown) => request.log.warn({ err: error }, 'pruning views failed'));
      return { modifiedCount: result.counted ? 1 : 0, viewCount: result.viewCount };
    },
  );

  const moderation = (summary: string) => ({
    config: { access: 'admin' as const },
    schema: {
      tags: ['moderation'],
      summary,
      params: idParamSchema,
      response: { 200: modifiedResponseSchema, ...errors },
    },
  });

  api.patch('/admin-articles/:id', moderation('Approve an article'), async (request) => {
    const row = await readable(request, request.params.id);
    const modifiedCount = await repository.approve(row.id);
    if (modifiedCount)
      await audit.record(signedIn(request), {
        action: 'article.approve',
        targetType: 'article',
        targetId: row.id,
        details: { title: row.title },
      });
    return { modifiedCount };
  });

  api.patch('/isPremium-articles/:id', moderation('Make an article premium'), async (request) => {
    const row = await readable(request, request.params.id);
    const modifiedCount = await repository.makePremium(row.id);
    if (modifiedCount)
      await audit.record(signedIn(request), {
        action: 'article.premium',
        targetType: 'article',
        targetId: row.id,
        details: { title: row.title },
      });
    return { modifiedCount };
  });

  api.patch(
    '/decline-articles/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['moderation'],
        summary: 'Decline an article with a reason the author sees',
        params: idParamSchema,
        body: declineInputSchema,
        response: { 200: modifiedResponseSchema, ...errors },
      },
    },
    async (request) => {
      const row = await readable(request, request.params.id);
      const modifiedCount = await repository.decline(row.id, request.body.reason);
      await audit.record(signedIn(request), {
        action: 'article.decline',
        targetType: 'article',
        targetId: row.id,
        details: { title: row.title, reason: request.body.reason },
      });
      return { modifiedCount };
    },
  );
}
