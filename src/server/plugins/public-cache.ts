import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

interface Entry {
  /** Fresh until then; after it, served only while one request renders the next answer. */
  expires: number;
  body: Buffer;
  headers: Record<string, string>;
  etag: string;
  gzip?: Buffer;
  br?: Buffer;
  size: number;
}

const KEPT_HEADERS = ['content-type', 'cache-control', 'x-total-count'];
/** Bounds the memory the cache may hold (bodies and their compressed forms). */
const MAX_BYTES = 24 * 1024 * 1024;
/** How long readers wait for another request's rendering before rendering themselves. */
const MAX_WAIT_MS = 5000;
const COMPRESS_FROM_BYTES = 1024;
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

function pickEncoding(accept: string | undefined): 'br' | 'gzip' | undefined {
  if (!accept) return undefined;
  if (/\bbr\b/.test(accept)) return 'br';
  if (/\bgzip\b/.test(accept)) return 'gzip';
  return undefined;
}

/**
 * Render once, serve many (issue 7): what a visitor gets from a public GET (pages and API lists) is kept
 * for `ttlMs` and served to the next visitors with its ETag and compressed bytes ready. Concurrent misses
 * for one address wait for a single rendering, and when an answer expires the next one is rendered by
 * one request while the others get the previous answer. Every write clears it (see caches.ts).
 */
export const publicCachePlugin = fp(async (app: FastifyInstance) => {
  const { caches } = app;
  const ttlMs = caches.ttlMs;
  if (ttlMs <= 0) return;
  const entries = new Map<string, Entry>();
  let bytes = 0;
  /** Addresses being rendered right now, with what the waiting requests wait for. */
  const rendering = new Map<string, { done: Promise<void>; finish: () => void }>();
  const leaders = new WeakMap<FastifyRequest, { generation: number }>();

  caches.register(() => {
    entries.clear();
    bytes = 0;
  });

  const remove = (url: string) => {
    const entry = entries.get(url);
    if (!entry) return;
    bytes -= entry.size;
    entries.delete(url);
  };

  const store = (url: string, entry: Entry) => {
    remove(url);
    if (entry.size > MAX_BYTES / 8) return;
    while (bytes + entry.size > MAX_BYTES && entries.size > 0) remove(entries.keys().next().value as string);
    entries.set(url, entry);
    bytes += entry.size;
  };

  const serve = (request: FastifyRequest, reply: FastifyReply, entry: Entry, state: string) => {
    reply.headers(entry.headers).header('etag', entry.etag).header('x-cache', state);
    // (API answers get ", Authorization" added by the app's own hook.)
    reply.header('vary', 'Accept-Encoding');
    const match = request.headers['if-none-match'];
    if (match && (match === entry.etag || match.split(/\s*,\s*/).includes(entry.etag))) {
      return reply.code(304).send();
    }
    const encoding =
      entry.body.length >= COMPRESS_FROM_BYTES ? pickEncoding(request.headers['accept-encoding']) : undefined;
    if (encoding === 'br') {
      if (!entry.br) {
        entry.br = brotliCompressSync(entry.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
        entry.size += entry.br.length;
        bytes += entry.br.length;
      }
      return reply.header('content-encoding', 'br').send(entry.br);
    }
    if (encoding === 'gzip') {
      if (!entry.gzip) {
        entry.gzip = gzipSync(entry.body, { level: 6 });
        entry.size += entry.gzip.length;
        bytes += entry.gzip.length;
      }
      return reply.header('content-encoding', 'gzip').send(entry.gzip);
    }
    return reply.send(entry.body);
  };

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET') return;
    if (request.headers.authorization) return;
    const cookie = request.headers.cookie;
    if (cookie && SESSION_COOKIE.test(cookie)) return;
    const { access, ownAuthentication } = request.routeOptions.config;
    if (access !== 'public' || ownAuthentication) return;
    const url = request.url;
    if (url.startsWith('/api/docs') || url.startsWith('/media/')) return;

    let entry = entries.get(url);
    const now = Date.now();
    if (entry && entry.expires > now) return serve(request, reply, entry, 'hit');
    const inFlight = rendering.get(url);
    if (inFlight) {
      // Someone renders this address already: the previous answer while it is young, else wait for theirs.
      if (entry && entry.expires + ttlMs > now) return serve(request, reply, entry, 'stale');
      await Promise.race([inFlight.done, new Promise((resolve) => setTimeout(resolve, MAX_WAIT_MS))]);
      entry = entries.get(url);
      if (entry) return serve(request, reply, entry, 'hit');
      return; // Their answer was not kept (an error, or a write came in between): render it ourselves.
    }
    let finish = () => {};
    const done = new Promise<void>((resolve) => {
      finish = resolve;
    });
    rendering.set(url, { done, finish });
    leaders.set(request, { generation: caches.generation });
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const leader = leaders.get(request);
    if (!leader || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    // A write while this answer was rendered may have changed it: serve it, but do not keep it.
    if (leader.generation !== caches.generation) return payload;
    const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
    // The same tag the cached copies carry, so this reader's next visit can be answered with a 304.
    reply.header('etag', etag);
    store(request.url, { expires: Date.now() + ttlMs, body, headers, etag, size: body.length });
    return payload;
  });

  const release = async (request: FastifyRequest) => {
    if (!leaders.has(request)) return;
    leaders.delete(request);
    const inFlight = rendering.get(request.url);
    rendering.delete(request.url);
    inFlight?.finish();
  };
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);
});
