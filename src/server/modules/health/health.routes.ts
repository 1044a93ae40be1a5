import type { FastifyInstance } from 'fastify';

const READY_TIMEOUT_MS = 2_000;

/** Liveness and readiness probes (outside /api, for load balancers). */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', { config: { access: 'public' }, schema: { hide: true } }, async () => ({
    status: 'ok',
  }));

  app.get('/readyz', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    try {
      await Promise.race([
        app.database.ping(),
        new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), READY_TIMEOUT_MS).unref()),
      ]);
      return { status: 'ready', database: 'up' };
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed');
      return reply.status(503).send({ status: 'unavailable', database: 'down' });
    }
  });
}
