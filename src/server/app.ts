import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { DestinationStream } from 'pino';
import type { Config } from './config/config';
import type { Database } from './db/client';
import { errorBody } from './lib/error-answer';
import { createJobQueue } from './lib/job-queue';
import { createMailer, type Mailer } from './lib/mailer';
import { requestLogValue } from './lib/request-log';
import { accountDataRoutes } from './modules/account/account-data.routes';
import { accountDeletionRoutes } from './modules/account/account-deletion.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { apiKeysRoutes } from './modules/api-keys/api-keys.routes';
import { articlesRoutes } from './modules/articles/articles.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { emailChangeRoutes } from './modules/auth/email-change.routes';
import { createIdentity } from './modules/auth/identity';
import { createLimitStore } from './modules/auth/limits';
import { sessionsRoutes } from './modules/auth/sessions.routes';
import { authorsRoutes } from './modules/authors/authors.routes';
import { commentsRoutes } from './modules/comments/comments.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { exportRoutes } from './modules/export/export.routes';
import { giftLinksRoutes } from './modules/gift-links/gift-links.routes';
import { healthRoutes } from './modules/health/health.routes';
import { createMailService } from './modules/mail/mail.service';
import { createMediaRepository } from './modules/media/media.repository';
import { mediaFilesRoutes, mediaRoutes } from './modules/media/media.routes';
import { meterRoutes } from './modules/meter/meter.routes';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes';
import { createNewsletterService } from './modules/newsletter/newsletter.service';
import { newsletterIssuesRoutes } from './modules/newsletter/newsletter-issues.routes';
import { oneClickUnsubscribeRoutes } from './modules/newsletter/one-click.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { publishersRoutes } from './modules/publishers/publishers.routes';
import { createReadershipRepository } from './modules/readership/readership.repository';
import { readershipRoutes } from './modules/readership/readership.routes';
import { createReadershipRecorder } from './modules/readership/readership-recorder';
import { revenueRoutes } from './modules/revenue/revenue.routes';
import { savedRoutes } from './modules/saved/saved.routes';
import { seoRoutes } from './modules/seo/seo.routes';
import { siteImportRoutes } from './modules/site-import/site-import.routes';
import type { SiteImportDependencies } from './modules/site-import/site-import.service';
import { statsRoutes } from './modules/stats/stats.routes';
import { createUserPhotos, type UserPhotoOptions } from './modules/users/user-photos';
import { usersRoutes } from './modules/users/users.routes';
import type { SendOptions } from './modules/webhooks/webhook-sender';
import { webhooksRoutes } from './modules/webhooks/webhooks.routes';
import { accessRulesPlugin } from './plugins/access-rules';
import { authenticationPlugin } from './plugins/authentication';
import { cacheHeadersPlugin, conditionalRequestsPlugin, varyPlugin } from './plugins/cache-headers';
import { cachesPlugin } from './plugins/caches';
import { errorsPlugin } from './plugins/errors';
import { loadSheddingPlugin } from './plugins/load-shedding';
import { metricsPlugin } from './plugins/metrics';
import { openapiPlugin } from './plugins/openapi';
import { publicCachePlugin } from './plugins/public-cache';
import { rateLimitsPlugin } from './plugins/rate-limits';
import { answerFrameworkError, requestGuardPlugin } from './plugins/request-guard';
import { securityPlugin } from './plugins/security';
import { type SsrRuntime, ssrPlugin } from './plugins/ssr';
import { staticFilesPlugin } from './plugins/static-files';

export interface AppDependencies {
  database: Database;
  /** How pages are server-rendered; without it only the API, health and static files are served. */
  ssr?: (app: FastifyInstance) => SsrRuntime | Promise<SsrRuntime>;
  /** How long a page may wait for a render slot before it is answered 503 (RENDER_WAIT_MS unless given). */
  renderWaitMs?: number;
  /** How messages leave (tests catch them in a list); without it, SMTP_URL or the outbox folder. */
  mailer?: Mailer;
  /** How often idle queue workers look for jobs, and the first pause before a failed mail is retried (tests hurry). */
  jobPollingSeconds?: number;
  mailRetryDelaySeconds?: number;
  clientDir?: string;
  /** Where the log goes (standard output unless given; tests read it). */
  logStream?: DestinationStream;
  /** How readers' `https:` photos are fetched (tests let it reach a photo host on this machine). */
  remotePhoto?: UserPhotoOptions;
  /** How webhook deliveries connect (tests let them reach a receiver on this machine). */
  webhooks?: SendOptions;
  /** How an import fetches its pictures (tests hand it a picture of their own). */
  importPictures?: SiteImportDependencies['fetchPicture'];
}

/**
 * Fastify's reading of TRUST_PROXY. A hop count trusts the nearest N peers whoever they are (Fastify itself
 * refuses plain numbers for that reason), so it is only for a server that proxies alone can reach.
 */
function trustProxyOption(trustProxy: Config['trustProxy']) {
  if (trustProxy === false) return false;
  if (typeof trustProxy === 'number') return (_address: string, hop: number) => hop < trustProxy;
  return trustProxy;
}

export { READERS_PER_ADDRESS } from './plugins/rate-limits';

/**
 * How fresh answers are compressed (the public cache compresses what it keeps once, harder). A worker runs
 * per core, so handing compression to the thread pool only adds a stream per answer: an answer in memory
 * up to 128 KiB (every page and list) is compressed in one call. Brotli at quality 3 took about half the
 * time of the library's 4 on our pages for 5–8 % more bytes (docs/decisions/0016-cold-rendering.md).
 */
const COMPRESSION = {
  threshold: 1024,
  syncThreshold: 128 * 1024,
  brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 3 } },
};

export async function buildApp(config: Config, deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      // Reset, verification and unsubscribe tokens travel in URLs: the log gets the URL without them.
      serializers: { req: requestLogValue },
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    trustProxy: trustProxyOption(config.trustProxy),
    // A target the router cannot even decode gets the site's error contract too.
    frameworkErrors: answerFrameworkError,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
    // Load shedding answers requests that arrive while closing, with Retry-After (plugins/load-shedding.ts).
    return503OnClosing: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', deps.database);
  app.decorate('media', createMediaRepository(deps.database.db));
  // The client is loaded only when Redis is configured.
  const redis: Redis | null = config.redisUrl
    ? new (await import('ioredis')).Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1 })
    : null;
  if (redis) app.addHook('onClose', async () => void redis.quit());
  // The caches are registered below; a photo kept in the background names its change once they are.
  const caches = { changed: (tags: readonly string[]) => app.caches.changed(tags) };
  const photoCounts = createLimitStore(redis, {
    prefix: 'broadsheet-photo:',
    onError: (error) => app.log.warn({ err: error }, 'photo fetch limits fell back to this process'),
  });
  app.decorate(
    'userPhotos',
    createUserPhotos(deps.database.db, app.media, app.log, deps.remotePhoto, caches, photoCounts),
  );

  // Before any route is registered, so they see them all.
  await app.register(accessRulesPlugin);
  app.decorate('directCalls', new Map());

  // The order of these registrations is the order of the hooks; why each sits where it does:
  // docs/decisions/0013-request-lifecycle.md.
  await app.register(errorsPlugin);
  // First of all hooks: malformed targets and bodies never reach a cache, a session lookup or a route.
  await app.register(requestGuardPlugin);
  // Before the caches, so a cached answer carries them too.
  await app.register(cacheHeadersPlugin);
  await app.register(cachesPlugin, { ttlMs: config.cacheMs, redis });
  // Before the security headers: a cached answer goes out at once, with its first rendering's headers.
  await app.register(publicCachePlugin);
  // After the public cache, which still serves what it holds: misses are refused while overloaded.
  await app.register(loadSheddingPlugin);
  // Stripe.js must come from Stripe's own host (docs/product.md#images), and only when Stripe is set up.
  const stripeSources = config.stripe ? ['https://js.stripe.com'] : [];
  await app.register(securityPlugin, {
    upgradeInsecureRequests: config.publicUrl.startsWith('https://'),
    extraScriptSrc: stripeSources,
    extraFrameSrc: config.stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : [],
    extraConnectSrc: config.stripe ? ['https://api.stripe.com'] : [],
    paymentOrigins: stripeSources,
  });
  // ETags before compression, on the plain body.
  // Tags for successful answers only; the 304s are answered by conditionalRequestsPlugin.
  await app.register(etag, { weak: true, replyWith304: false });
  await app.register(conditionalRequestsPlugin);
  await app.register(compress, COMPRESSION);
  // After compression: every compressible answer names Accept-Encoding, every page Cookie.
  await app.register(varyPlugin);
  // Checked in preHandler, after authentication: a signed-in reader is limited as themself.
  await app.register(rateLimitsPlugin, { redis });
  await app.register(openapiPlugin);
  await app.register(staticFilesPlugin, { clientDir: deps.clientDir });
  await app.register(mediaFilesRoutes);
  await app.register(healthRoutes);
  await app.register(metricsPlugin);
  await app.register(seoRoutes);

  const mailer =
    deps.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      dataDir: config.dataDir,
      from: config.mailFrom,
      log: app.log,
      ratePerSecond: config.smtpRatePerSecond,
    });
  const jobs = createJobQueue({
    sql: deps.database.sql,
    log: app.log,
    timeoutSeconds: config.jobTimeoutSeconds,
    work: config.jobsInServer,
    ...(deps.jobPollingSeconds ? { pollingIntervalSeconds: deps.jobPollingSeconds } : {}),
  });
  app.decorate('jobs', jobs);
  app.decorate(
    'mail',
    createMailService({
      db: deps.database.db,
      queue: jobs,
      mailer,
      config,
      log: app.log,
      retryDelaySeconds: deps.mailRetryDelaySeconds ?? config.mailRetrySeconds,
    }),
  );
  app.decorate('newsletter', createNewsletterService(deps.database.db, app.mail, config));
  const readership = createReadershipRecorder({
    repository: createReadershipRepository(deps.database.db),
    log: app.log,
  });
  app.decorate('readership', readership);
  // Every queue is defined while the modules register; the queue starts once they all have.
  app.addHook('onReady', () => jobs.start());
  app.addHook('preClose', async () => {
    await jobs.stop();
    await readership.flush();
    mailer.close?.();
  });

  await app.register(authenticationPlugin, {
    auth: createIdentity(config, deps.database.db, app.mail, {
      redis,
      photos: app.userPhotos,
      caches: app.caches,
      onLimitError: (error) => app.log.warn({ err: error }, 'identity rate limits fell back to this process'),
    }),
  });

  await app.register(
    async (api) => {
      await api.register(authRoutes, { redis });
      await api.register(sessionsRoutes);
      await api.register(emailChangeRoutes);
      await api.register(accountDataRoutes);
      await api.register(accountDeletionRoutes);
      await api.register(usersRoutes);
      await api.register(publishersRoutes);
      await api.register(mediaRoutes);
      await api.register(adminRoutes);
      await api.register(paymentsRoutes);
      await api.register(articlesRoutes);
      await api.register(authorsRoutes);
      await api.register(savedRoutes);
      await api.register(commentsRoutes);
      await api.register(giftLinksRoutes);
      await api.register(meterRoutes);
      await api.register(statsRoutes);
      await api.register(newsletterRoutes);
      await api.register(newsletterIssuesRoutes);
      await api.register(readershipRoutes);
      await api.register(revenueRoutes);
      await api.register(contactRoutes);
      await api.register(exportRoutes);
      await api.register(apiKeysRoutes);
      await api.register(siteImportRoutes, {
        ...(deps.importPictures ? { fetchPicture: deps.importPictures } : {}),
      });
      await api.register(webhooksRoutes, { ...(deps.webhooks ? { send: deps.webhooks } : {}) });
    },
    { prefix: '/api' },
  );

  await app.register(oneClickUnsubscribeRoutes);

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    reply.status(404).send(errorBody(404, `Route ${request.method}:${path} not found`, 'ROUTE_NOT_FOUND'));
  });

  if (deps.ssr)
    await app.register(ssrPlugin, {
      runtime: await deps.ssr(app),
      ...(deps.renderWaitMs === undefined ? {} : { waitMs: deps.renderWaitMs }),
    });
  app.addHook('onClose', () => deps.database.close());
  return app;
}
