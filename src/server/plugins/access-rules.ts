import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiRoute } from '../types';

/**
 * Every /api route says who may call it (docs/security.md#who-may-call-what); a route without a rule is a
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
    for (const method of [route.method].flat()) {
      const hasBody =
        Boolean((route.schema as { body?: unknown } | undefined)?.body) ||
        route.url.endsWith('/*') ||
        route.url.startsWith('/api/uploads');
      if (method !== 'HEAD') apiRoutes.push({ method, url: route.url, access, hasBody });
    }
  });
});
