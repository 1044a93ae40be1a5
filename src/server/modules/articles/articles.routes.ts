import {
  countArticleView,
  getArticle,
  getArticleSingular,
  listRelatedArticles,
} from '@shared/contract/articles';
import { viewBeaconSchema } from '@shared/schemas/readership';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { changeTags, shownArticleTags } from '../../lib/changes';
import { clientAddress } from '../../lib/client-address';
import { sendPrepared } from '../../lib/prepared-answer';
import { serve, serveHttp } from '../../lib/serve';
import type { Viewer } from '../../types';
import { createGiftLinksService } from '../gift-links/gift-links.service';
import { draftRoutes } from './article-drafts.routes';
import { createArticleDraftsService } from './article-drafts.service';
import { listRoutes } from './article-lists.routes';
import { createArticleMails } from './article-mails';
import { noteRoutes } from './article-notes.routes';
import { createArticleNotesService } from './article-notes.service';
import { revisionRoutes } from './article-revisions.routes';
import { createArticleRevisionsService } from './article-revisions.service';
import { scheduleRoutes } from './article-schedule.routes';
import { createArticleScheduleService } from './article-schedule.service';
import { authorRoutes, moderationRoutes } from './article-writes.routes';
import { createArticleWritesService } from './article-writes.service';
import { createArticlesService } from './articles.service';
import { frontPageRoutes } from './front-page.routes';
import { createFrontPageService } from './front-page.service';
import { suggestionRoutes } from './search-suggestions.routes';

interface ArticleCall {
  viewer: Viewer | null;
  params: { id: string };
  query: { gift?: string | undefined };
}

/** Articles: reading, lists and search, writing, view counts and moderation (docs/product.md#articles). */
export async function articlesRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const articles = createArticlesService({ db, caches: app.caches, viewKeySecret: app.config.authSecret });
  const mails = createArticleMails(db, app.mail, app.config);
  const writes = createArticleWritesService({ db, media: app.media, articles, mails });
  revisionRoutes(app, createArticleRevisionsService(db, articles), articles);
  draftRoutes(app, createArticleDraftsService(db, writes));
  noteRoutes(app, createArticleNotesService(db, articles));

  // Readers get the article as bytes prepared once for many (src/server/lib/prepared-answer.ts); the page
  // renderer gets the same answer as an object.
  // An address with a gift link is answered for its holder alone, never from or into a shared copy
  // (docs/product.md#gift-links).
  const gifts = createGiftLinksService(db, {
    secret: app.config.authSecret,
    publicUrl: app.config.publicUrl,
  });
  const gifted = (viewer: Viewer | null, id: string, token: string) =>
    articles.gifted(viewer, id, () => gifts.open(id, token));
  const showDetails = async (
    request: FastifyRequest<{ Params: { id: string }; Querystring: { gift?: string } }>,
    reply: FastifyReply,
  ) => {
    const { id } = request.params;
    // An API key reads as a visitor without a gift: a content key never gets a premium body.
    const token = request.apiKey ? undefined : request.query.gift;
    if (token === undefined) return sendPrepared(request, reply, await articles.details(request.viewer, id));
    reply.header('cache-control', 'private, no-store');
    return gifted(request.viewer, id, token);
  };
  const article = ({ viewer, params, query }: ArticleCall) =>
    query.gift === undefined ? articles.article(viewer, params.id) : gifted(viewer, params.id, query.gift);
  // An article's page holds the article and its byline; its status, sections and publisher come with it.
  const prepared = {
    overHttp: showDetails,
    tags: (shown: { _id: string; authorId?: string | null }) => shownArticleTags(shown),
  };
  serve(app, getArticle, article, {}, prepared);
  serve(app, getArticleSingular, article, {}, prepared);

  // Related reading shares a section or the publisher: a change to either may change it.
  serve(
    app,
    listRelatedArticles,
    ({ viewer, params }) => articles.related(viewer, params.id),
    {},
    {
      tags: (rows, { params }) => [
        changeTags.article(params.id),
        changeTags.lists,
        ...rows.flatMap((row) => shownArticleTags(row)),
      ],
    },
  );

  authorRoutes(app, writes);
  listRoutes(app, articles);
  suggestionRoutes(app);

  // The address counts a visitor's view, so this endpoint reads the request itself.
  serveHttp(
    app,
    countArticleView,
    async (request) => {
      const reader = { viewer: request.viewer, address: clientAddress(request) };
      const onPruneError = (error: unknown) => request.log.warn({ err: error }, 'pruning views failed');
      const counted = await articles.countView(reader, request.params.id, onPruneError);
      // The article page's own call is also a view for the readership numbers (modules/readership),
      // recorded in the background: the answer does not wait for it.
      // The body is read here, not by the contract, which every page's script carries (a bad one is ignored).
      const parsed = viewBeaconSchema.safeParse(request.body ?? {});
      const beacon = parsed.success ? parsed.data : {};
      if (!beacon.page) return counted;
      app.readership
        .record({
          articleId: request.params.id,
          address: reader.address,
          userAgent: request.headers['user-agent'] ?? '',
          referrer: beacon.referrer,
          ref: beacon.ref,
          siteHosts: [new URL(app.config.publicUrl).hostname, request.hostname],
        })
        .catch((error: unknown) => request.log.warn({ err: error }, 'recording a view failed'));
      return counted;
    },
    {
      rateLimit: { max: app.config.viewCountLimitPerMinute, timeWindow: '1 minute' },
      // Counting a view leaves cached lists as they are; their counts catch up within the TTL.
      changes: 'none',
    },
  );

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
  frontPageRoutes(app, createFrontPageService({ db, caches: app.caches, articles }));
}
