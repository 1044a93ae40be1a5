import compress from '@fastify/compress';
import etag from '@fastify/etag';
import rateLimit from '@fastify/rate-limit';
import { ERROR_CODES } from '@shared/messages';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { DestinationStream } from 'pino';
import type { Config } from './config/config';
import type { Database } from './db/client';
import { clientAddress } from './lib/client-address';
import { AppError } from './lib/errors';
import { createMailer, type Mailer } from './lib/mailer';
import { requestLogValue } from './lib/request-log';
import { adminRoutes } from './modules/admin/admin.routes';
import { articlesRoutes } from './modules/articles/articles.routes';
import { createAuth } from './modules/auth/auth';
import { authRoutes } from './modules/auth/auth.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { healthRoutes } from './modules/health/health.routes';
import { createMediaRepository } from './modules/media/media.repository';
import { mediaFilesRoutes, mediaRoutes } from './modules/media/media.routes';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { publishersRoutes } from './modules/publishers/publishers.routes';
import { seoRoutes } from './modules/seo/seo.routes';
import { statsRoutes } from './modules/stats/stats.routes';
import { usersRoutes } from './modules/users/users.routes';
import { authenticationPlugin } from './plugins/authentication';
import { cachesPlugin } from './plugins/caches';
import { errorBody, errorsPlugin } from './plugins/errors';
import { metricsPlugin } from './plugins/metrics';
import { openapiPlugin } from './plugins/openapi';
import { publicCachePlugin } from './plugins/public-cache';
import { GUARD_CODES, requestGuardPlugin } from './plugins/request-guard';
import { securityPlugin } from './plugins/security';
import { type SsrRuntime, ssrPlugin } from './plugins/ssr';
import { staticFilesPlugin } from './plugins/static-files';
import type { ApiRoute } from './types';

export interface AppDependencies {
  database: Database;
  /** How pages are server-rendered; without it only the API, health and static files are served. */
  ssr?: (app: FastifyInstance) => SsrRuntime | Promise<SsrRuntime>;
  mailer?: Mailer;
  clientDir?: string;
  /** Where the log goes (standard output unless given; tests read it). */
  logStream?: DestinationStream;
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

/**
 * How many readers' worth of a limited route one address may use when its callers are signed in: each
 * reader keeps their own limit, and an address that signs in with many accounts still meets a ceiling.
 */
export const READERS_PER_ADDRESS = 10;

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
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const badUrl = error.code === 'FST_ERR_BAD_URL';
      reply
        .status(400)
        .send(
          errorBody(
            400,
            badUrl ? 'This address is not correctly percent-encoded.' : 'The request was not understood.',
            badUrl ? GUARD_CODES.INVALID_URL_ENCODING : undefined,
          ),
        );
    },
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', deps.database);
  app.decorate('media', createMediaRepository(deps.database.db));

  // Every /api route says who may call it (docs/security.md#who-may-call-what); a route without a rule is a bug caught at start-up.
  const apiRoutes: ApiRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api') || route.url.startsWith('/api/docs')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} does not declare its access rule`);
    for (const method of [route.method].flat()) {
      const hasBody =
        Boolean((route.schema as { body?: unknown } | undefined)?.body) ||
        route.url.endsWith('/*') ||
        route.url === '/api/uploads';
      if (method !== 'HEAD') apiRoutes.push({ method, url: route.url, access, hasBody });
    }
  });

  // The client is loaded only when Redis is configured.
  const redis: Redis | null = config.redisUrl
    ? new (await import('ioredis')).Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1 })
    : null;
  if (redis) app.addHook('onClose', async () => void redis.quit());

  await app.register(errorsPlugin);
  // First of all hooks: malformed targets and bodies never reach a cache, a session lookup or a route.
  await app.register(requestGuardPlugin);
  // Vary and Cache-Control of API answers; before the caches, so a cached answer carries them too.
  app.addHook('onSend', async (request, reply, payload) => {
    // An answer that sets a cookie (a session, above all) belongs to one browser: no cache may keep it,
    // whatever the route said (docs/security.md).
    if (reply.hasHeader('set-cookie')) reply.header('cache-control', 'private, no-store');
    if (request.method !== 'GET' || !request.url.startsWith('/api/')) return payload;
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, Authorization` : 'Authorization');
    if (reply.hasHeader('cache-control')) return payload;
    const { access, ownAuthentication } = request.routeOptions.config;
    // The identity endpoints answer each caller for themself, so none of their answers is shareable.
    const publicAnswer =
      access === 'public' &&
      !ownAuthentication &&
      !request.viewer &&
      (reply.statusCode === 200 || reply.statusCode === 304);
    // Visitors' public lists may be kept briefly by browsers and CDNs; anything personal is not
    // (docs/security.md#shared-caches-hold-only-what-nobody-owns).
    reply.header(
      'cache-control',
      publicAnswer ? 'public, max-age=15, stale-while-revalidate=60' : 'private, no-cache',
    );
    return payload;
  });
  await app.register(cachesPlugin, { ttlMs: config.cacheMs, redis });
  // Before the security headers and everything after: a cached answer is written out at once, with the
  // headers its first rendering got (security headers, cache-control and vary included).
  await app.register(publicCachePlugin);
  // Stripe.js must come from Stripe's own host (docs/product.md#images): allowed only when Stripe is configured.
  const stripeSources = config.stripe ? ['https://js.stripe.com'] : [];
  await app.register(securityPlugin, {
    upgradeInsecureRequests: config.publicUrl.startsWith('https://'),
    extraScriptSrc: stripeSources,
    extraFrameSrc: config.stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : [],
    extraConnectSrc: config.stripe ? ['https://api.stripe.com'] : [],
  });
  // ETags before compression, so a revalidating reader gets a 304 for an unchanged page or list.
  await app.register(etag, { weak: true });
  await app.register(compress, { threshold: 1024 });
  await app.register(rateLimit, {
    global: false,
    // After authentication, so a signed-in reader is limited as themself rather than by a shared address.
    hook: 'preHandler',
    keyGenerator: (request) =>
      request.viewer ? `user:${request.viewer.id}` : `ip:${clientAddress(request)}`,
    ...(redis ? { redis, nameSpace: 'broadsheet-rl:' } : {}),
    errorResponseBuilder: (_request, context) => ({
      ...errorBody(
        429,
        `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
      ),
      statusCode: 429,
    }),
  });
  // Signed-in callers are limited per reader (above) and, on the same routes, per address as well.
  app.addHook('onRoute', (route) => {
    const limit = route.config?.rateLimit;
    if (!limit || typeof limit !== 'object' || typeof limit.max !== 'number') return;
    const routeKey = `${[route.method].flat().join(',')} ${route.url}`;
    const perAddress = app.createRateLimit({
      max: limit.max * READERS_PER_ADDRESS,
      timeWindow: limit.timeWindow ?? '1 minute',
      keyGenerator: (request: FastifyRequest) => `address:${routeKey}:${clientAddress(request)}`,
    });
    const hook = async (request: FastifyRequest) => {
      if (!request.viewer) return; // visitors are already limited by their address
      const result = await perAddress(request);
      if (!result.isAllowed && result.isExceeded) {
        const seconds = Math.ceil(result.ttl / 1000);
        throw new AppError(
          429,
          ERROR_CODES.RATE_LIMITED,
          `Too many requests from this address. Please wait ${seconds} seconds and try again.`,
        );
      }
    };
    route.preHandler = [route.preHandler ?? []].flat().concat(hook);
  });
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
      from: `${config.siteName} <no-reply@${new URL(config.publicUrl).hostname}>`,
      log: app.log,
    });

  await app.register(authenticationPlugin, {
    auth: createAuth(config, deps.database.db, mailer, {
      redis,
      onLimitError: (error) => app.log.warn({ err: error }, 'identity rate limits fell back to this process'),
    }),
  });

  await app.register(
    async (api) => {
      await api.register(authRoutes);
      await api.register(usersRoutes);
      await api.register(publishersRoutes);
      await api.register(mediaRoutes);
      await api.register(adminRoutes);
      await api.register(paymentsRoutes);
      await api.register(articlesRoutes);
      await api.register(statsRoutes);
      await api.register(newsletterRoutes, { mailer });
      await api.register(contactRoutes);
    },
    { prefix: '/api' },
  );

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    reply.status(404).send(errorBody(404, `Route ${request.method}:${path} not found`, 'ROUTE_NOT_FOUND'));
  });

  if (deps.ssr) await app.register(ssrPlugin, { runtime: await deps.ssr(app) });
  app.addHook('onClose', () => deps.database.close());
  return app;
}
