import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { errorBody } from '../lib/error-answer';

/** The loopback address the separate metrics listener binds to: metrics never leave the machine that way. */
export const METRICS_HOST = '127.0.0.1';

function bearerMatches(authorization: string | undefined, token: string): boolean {
  const match = /^bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  if (!match?.[1]) return false;
  const given = Buffer.from(match[1]);
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Prometheus metrics (request counts and latencies per route, process metrics). They are never public:
 * on the site's port /metrics answers only to `Authorization: Bearer <METRICS_TOKEN>`, and only when
 * METRICS_TOKEN is set; METRICS_PORT serves them on a listener of their own, bound to 127.0.0.1.
 * With neither, /metrics does not exist (404).
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  const { metricsToken, metricsPort } = app.config;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'broadsheet_http_requests_total',
    help: 'HTTP requests by method, route and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'broadsheet_http_request_duration_seconds',
    help: 'HTTP request duration by method and route',
    labelNames: ['method', 'route'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });

  registerCacheMetrics(app, registry);

  app.addHook('onResponse', async (request, reply) => {
    // The route pattern, never the raw URL, keeps the label set small.
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  if (metricsToken) {
    app.get(
      '/metrics',
      { config: { access: 'public', ownAuthentication: true }, schema: { hide: true } },
      async (request, reply) => {
        if (!bearerMatches(request.headers.authorization, metricsToken)) {
          return reply
            .status(401)
            .header('www-authenticate', 'Bearer realm="metrics"')
            .header('cache-control', 'no-store')
            .send(errorBody(401, 'Metrics need the metrics token.'));
        }
        reply.type(registry.contentType).header('cache-control', 'no-store');
        return registry.metrics();
      },
    );
  }

  if (metricsPort !== undefined) {
    let server: Server | undefined;
    // Opened when the app is ready, so a port that cannot be used stops the start-up; closed with the app.
    app.addHook('onReady', async () => {
      try {
        server = await listenForMetrics(registry, metricsPort, metricsToken);
      } catch (error) {
        throw new Error(
          `METRICS_PORT ${metricsPort} cannot be used on ${METRICS_HOST} (${(error as Error).message})`,
        );
      }
      app.log.info({ port: metricsPort, host: METRICS_HOST }, 'metrics listening');
    });
    app.addHook('onClose', async () => {
      if (server) await new Promise<void>((resolve) => server?.close(() => resolve()));
    });
  }
});

/** The in-process caches (lib/caches.ts), per cache, read when metrics are collected. */
function registerCacheMetrics(app: FastifyInstance, registry: Registry) {
  const { store } = app.caches;
  const labelNames = ['cache'] as const;
  new Gauge({
    name: 'broadsheet_cache_max_bytes',
    help: 'The bytes all in-process caches together may hold (CACHE_MAX_BYTES)',
    registers: [registry],
    collect() {
      this.set(store.maxBytes);
    },
  });
  new Gauge({
    name: 'broadsheet_cache_bytes',
    help: 'Bytes held by an in-process cache (values, keys and per-entry overhead)',
    labelNames,
    registers: [registry],
    collect() {
      for (const [cache, stats] of store.stats()) this.set({ cache }, stats.bytes);
    },
  });
  new Gauge({
    name: 'broadsheet_cache_entries',
    help: 'Entries held by an in-process cache',
    labelNames,
    registers: [registry],
    collect() {
      for (const [cache, stats] of store.stats()) this.set({ cache }, stats.entries);
    },
  });
  const counted = new Map<string, number>();
  new Counter({
    name: 'broadsheet_cache_evictions_total',
    help: 'Entries an in-process cache gave up to stay within the byte budget',
    labelNames,
    registers: [registry],
    // Counted by the store; the counter catches up when read.
    collect() {
      for (const [cache, stats] of store.stats()) {
        const more = stats.evictions - (counted.get(cache) ?? 0);
        this.inc({ cache }, more);
        counted.set(cache, stats.evictions);
      }
    },
  });
}

/** A bare HTTP listener on 127.0.0.1 that answers GET /metrics and nothing else. */
export function listenForMetrics(
  registry: Registry,
  port: number,
  token: string | undefined,
): Promise<Server> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    const send = (status: number, body: string, type = 'application/json; charset=utf-8') => {
      response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      response.end(body);
    };
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      send(404, JSON.stringify(errorBody(404, 'Only /metrics is served here.', 'ROUTE_NOT_FOUND')));
      return;
    }
    if (token && !bearerMatches(request.headers.authorization, token)) {
      send(401, JSON.stringify(errorBody(401, 'Metrics need the metrics token.')));
      return;
    }
    registry.metrics().then(
      (text) => send(200, text, registry.contentType),
      () => send(500, JSON.stringify(errorBody(500, 'The metrics could not be collected.'))),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, METRICS_HOST, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
