import underPressure from '@fastify/under-pressure';
import { ERROR_CODES } from '@shared/error-codes';
import { escapeHtml } from '@shared/ssr';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { POOL_SIZE } from '../db/client';
import { errorBody } from '../lib/error-answer';
import { RETRY_AFTER_SECONDS } from './errors';

export { RETRY_AFTER_SECONDS };

/** How often the event loop's delay, the heap and the resident memory are read. */
const SAMPLE_MS = 500;
/** How often the database pool's queue is read: it fills and drains far faster than the loop's delay moves. */
const POOL_SAMPLE_MS = 100;
/**
 * Callers waiting for a PostgreSQL connection past which new work is refused. A caller waits about one
 * query's time for every POOL_SIZE callers ahead of it: four rounds of the pool are milliseconds while
 * queries are quick. A longer queue means they are not, and it only grows until callers reach the pool's
 * 5 s connection time-out (db/client.ts) and fail after the wait, as sign-ins did in a soak. New work is
 * refused at once instead, and what was admitted finishes.
 */
export const MAX_WAITING_FOR_CONNECTION = 4 * POOL_SIZE;
/**
 * Requests of this process's own, besides the one arriving, in flight before a lagging event loop or a
 * full heap sheds it. The loop also lags when the host is slow (other processes take the cores): a lone
 * reader is then served, slowly, since refusing them frees nothing; only a process with work of its own
 * to finish refuses more.
 */
export const BUSY_WITH_OTHERS = 2;
const MESSAGE = 'The site is busy right now. Please try again in a few seconds.';

/**
 * What is shed under pressure: pages and API calls arriving from the network, the work that queues.
 * Health checks, metrics, static files and the page renderer's own in-process API calls (whose page was
 * admitted already) go through.
 */
function sheddable(request: FastifyRequest): boolean {
  if ('_lightMyRequest' in request.raw) return false;
  const route = request.routeOptions.url ?? '';
  return route === '/*' || route === '/api' || route.startsWith('/api/');
}

function busyPage(siteName: string): string {
  const name = escapeHtml(siteName);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Busy — ${name}</title></head>
<body style="font-family:Georgia,serif;max-width:36rem;margin:15vh auto;padding:0 1rem;text-align:center">
<h1>${name} is busy</h1><p>${escapeHtml(MESSAGE)}</p><p><a href="">Try again</a></p></body></html>`;
}

/**
 * The answer to work refused for load: 503 with Retry-After, never kept by a cache, as a small page for a
 * page request and in the error contract for the API. Returns the body to send.
 */
export function busyAnswer(siteName: string) {
  const page = busyPage(siteName);
  const json = JSON.stringify(errorBody(503, MESSAGE, ERROR_CODES.SERVICE_UNAVAILABLE));
  return (reply: FastifyReply, kind: 'page' | 'api'): string => {
    reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS)).header('cache-control', 'no-store');
    reply.header(
      'content-type',
      kind === 'page' ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8',
    );
    return kind === 'page' ? page : json;
  };
}

/**
 * Load shedding (docs/decisions/0015-load-shedding-and-supervised-workers.md): while the event loop lags
 * or memory nears its limit (`config.shedding`) with BUSY_WITH_OTHERS requests of its own in flight, or more than MAX_WAITING_FOR_CONNECTION callers wait for a
 * database connection, new pages and API calls are answered at once with 503 and Retry-After — JSON with
 * SERVICE_UNAVAILABLE for the API, a small page for browsers — instead of queueing behind the work already
 * admitted. Registered after the public cache, so cached answers are still served; the measuring is
 * @fastify/under-pressure's. While the server closes, every new request gets the same answer (Fastify's
 * own `return503OnClosing` answer carries no Retry-After and is off in app.ts).
 */
export const loadSheddingPlugin = fp(async (app: FastifyInstance) => {
  const { maxEventLoopDelayMs, maxHeapBytes, maxRssBytes } = app.config.shedding;
  const busy = busyAnswer(app.config.siteName);
  let shed = 0;
  let lastLogged = 0;
  // While the server closes, every new request is refused at once, as Fastify's return503OnClosing did.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    if (closing) return reply.send(busy(reply, request.routeOptions.url === '/*' ? 'page' : 'api'));
  });
  let waiting = 0;
  // Pages and API calls from the network in flight: counted before under-pressure's check runs.
  let inFlight = 0;
  app.addHook('onRequest', async (request, reply) => {
    if (!sheddable(request)) return;
    inFlight += 1;
    reply.raw.once('close', () => {
      inFlight -= 1;
    });
  });
  /**
   * under-pressure's health check: false sheds. It must not throw, which would count as unhealthy until
   * the next check; a count that cannot be read sheds nothing.
   */
  const poolKeepsUp = async () => {
    try {
      waiting = app.database.waitingForConnection();
      return waiting <= MAX_WAITING_FOR_CONNECTION;
    } catch {
      return true;
    }
  };
  /** Nothing lets the request through; a body is sent as the answer (under-pressure's handlePressure). */
  const refuse = (request: FastifyRequest, reply: FastifyReply, type: string, value?: number) => {
    if (!sheddable(request)) return undefined;
    // A full connection queue is this process's own work; a lagging loop or a full heap may not be.
    if (type !== 'healthCheck' && inFlight - 1 < BUSY_WITH_OTHERS) return undefined;
    // One line a second at most: a log line per refusal would add to the load being shed.
    shed += 1;
    if (Date.now() - lastLogged >= 1000) {
      lastLogged = Date.now();
      // under-pressure's health check is the connection queue here.
      const pressure =
        type === 'healthCheck'
          ? { pressure: 'waitingForConnection', value: waiting }
          : { pressure: type, value };
      app.log.warn({ ...pressure, shed }, 'under pressure: answering 503');
      shed = 0;
    }
    return busy(reply, request.routeOptions.url === '/*' ? 'page' : 'api');
  };
  await app.register(underPressure, {
    sampleInterval: SAMPLE_MS,
    maxEventLoopDelay: maxEventLoopDelayMs,
    maxHeapUsedBytes: maxHeapBytes,
    maxRssBytes,
    healthCheck: poolKeepsUp,
    healthCheckInterval: POOL_SAMPLE_MS,
    // Its types say void, but a returned body is what it sends.
    pressureHandler: refuse as (...args: Parameters<typeof refuse>) => undefined,
  });
});
