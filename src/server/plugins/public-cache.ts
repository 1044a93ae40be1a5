import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

interface Entry {
  expires: number;
  body: string;
  headers: Record<string, string>;
}

const KEPT_HEADERS = ['content-type', 'cache-control', 'x-total-count'];
const MAX_ENTRIES = 1000;

/**
 * Render once, serve many: what an anonymous reader gets from a public GET (pages and API lists) is kept
 * for a moment and served to the next anonymous reader. Any successful write in this process clears it;
 * other processes see the change within the TTL — the only staleness a second process can add.
 */
export const publicCachePlugin = fp(async (app: FastifyInstance, options: { ttlMs: number }) => {
  if (options.ttlMs <= 0) return;
  const cache = new Map<string, Entry>();
  const cacheable = new WeakSet<FastifyRequest>();

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET') return;
    if (request.headers.authorization || request.headers.cookie) return;
    if (request.routeOptions.config.access !== 'public' || request.routeOptions.config.ownAuthentication)
      return;
    const url = request.url;
    if (url.startsWith('/api/docs') || url.startsWith('/media/')) return;
    const hit = cache.get(url);
    if (hit && hit.expires > Date.now()) {
      reply.headers(hit.headers).header('x-cache', 'hit');
      return reply.send(hit.body);
    }
    cacheable.add(request);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!cacheable.has(request) || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    cache.set(request.url, { expires: Date.now() + options.ttlMs, body: payload, headers });
    return payload;
  });

  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) cache.clear();
  });
});
