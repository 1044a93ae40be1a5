import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiRoute, Changes } from '../types';

/** Methods that read: they change nothing, so they declare nothing of the caches. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const CHANGES: readonly Changes[] = ['named', 'none'];

/**
 * Every /api route says who may call it (docs/security.md#who-may-call-what), and every write route what
 * it says of the caches (docs/decisions/0024-writes-name-what-they-changed.md); a route without either is a
 * bug caught at start-up. The rules are kept in `app.apiRoutes` for the API document and the tests.
 * Registered before any route, so it sees them all.
 */
export const accessRulesPlugin = fp(async (app: FastifyInstance) => {
  const apiRoutes: ApiRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api') || route.url.startsWith('/api/docs')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} does not declare its access rule`);
    const methods = [route.method].flat();
    const changes = route.config?.changes;
    const writes = methods.some((method) => !READS.has(method));
    if (writes && !(changes && CHANGES.includes(changes)))
      throw new Error(
        `Route ${route.method} ${route.url} does not declare what its writes change (config.changes: 'named' or 'none')`,
      );
    for (const method of methods) {
      const hasBody =
        Boolean((route.schema as { body?: unknown } | undefined)?.body) ||
        route.url.endsWith('/*') ||
        route.url.startsWith('/api/uploads');
      if (method !== 'HEAD') apiRoutes.push({ method, url: route.url, access, hasBody });
    }
  });
});
