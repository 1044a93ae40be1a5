import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Vary and Cache-Control of API answers. Registered before the caches, so an answer the public cache keeps
 * carries them too (docs/decisions/0013-request-lifecycle.md).
 */
export const cacheHeadersPlugin = fp(async (app: FastifyInstance) => {
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
});
