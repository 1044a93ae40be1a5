import { brotliCompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { GIFT_PARAM } from '@shared/gift-links';
import { paths } from '@shared/paths';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { approximateBytes, ownBytes } from '../lib/caches';
import {
  type Encoding,
  type Entry,
  fromShared,
  type Headers,
  pickEncoding,
  type Variant,
} from '../lib/page-entry';
import { weakEtag } from '../lib/prepared-answer';
import { keptTags } from '../lib/read-tags';
import type { SharedPage } from '../lib/shared-pages';
import { sessionCookieOf } from '../modules/auth/identity-settings';
import { varyWith } from './cache-headers';

/** Headers that belong to one transfer, not to the answer. */
const TRANSFER_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'etag',
  'vary',
  'x-cache',
]);
/**
 * Pages whose first view changes what the next one says (following a newsletter confirmation link): never
 * kept, so a second visit reads that the link was used.
 */
export const isOneTimePage = (url: string) =>
  url === paths.newsletterConfirm || url.startsWith(`${paths.newsletterConfirm}?`);

const GIFT_IN_QUERY = new RegExp(`[?&]${GIFT_PARAM}=`);
/**
 * Addresses answered for one holder alone: a gift link opens a premium article for whoever has it
 * (docs/product.md#gift-links), so its page is never kept for, nor served to, anyone else.
 */
export const isPersonalAddress = (url: string) => isOneTimePage(url) || GIFT_IN_QUERY.test(url);

/** The request that renders an address for the others: what it started from. */
interface Leader {
  /** The caches' generation when it started: a change since then means its answer is not kept. */
  generation: number;
  /** The shared store's version when it started (with Redis): the same rule across processes. */
  version?: string;
  /** Whether it holds the turn to render this address for every process. */
  claimed?: boolean;
}

/** How often a request waiting for another process's rendering looks for it in the shared store. */
const SHARED_POLL_MS = 25;

/** Its entries in the shared store (lib/caches.ts), under this name and key prefix. */
const NAME = 'public';
const PREFIX = 'p\u0000';
/** How long readers wait for another request's rendering before rendering themselves. */
const MAX_WAIT_MS = 5000;
const COMPRESS_FROM_BYTES = 1024;

/**
 * Whether a request names a reader: a bearer token, or a session cookie as the identity library itself
 * finds one (read its way without loading it, so `better-auth.session_token =…` and the other spellings it
 * accepts count: identity-settings.ts).
 * Such a request is never answered from, nor stored in, the shared cache.
 */
export function hasViewerCredentials(request: FastifyRequest): boolean {
  if (request.headers.authorization !== undefined) return true;
  const cookie = request.headers.cookie;
  if (cookie === undefined) return false;
  return sessionCookieOf(cookie) !== null;
}

/**
 * Render once, serve many (docs/product.md#running-and-scale): what a visitor gets from a public GET (pages and API lists) is kept
 * for `ttlMs` and served to the next visitors with its ETag and compressed bytes ready. Concurrent misses
 * for one address wait for a single rendering, and when an answer expires the next one is rendered by
 * one request while the others get the previous answer. A write clears the answers made from what it
 * changed as its service names it (lib/changes.ts); an answer whose reads named nothing goes at any change.
 */
export const publicCachePlugin = fp(async (app: FastifyInstance) => {
  const { caches } = app;
  const ttlMs = caches.ttlMs;
  if (ttlMs <= 0) return;
  const { store } = caches;
  /** Addresses being rendered right now, with what the waiting requests wait for. */
  const rendering = new Map<string, { done: Promise<void>; finish: () => void }>();
  const leaders = new WeakMap<FastifyRequest, Leader>();
  const shared = caches.pages;

  // Kept in the shared store, bounded in bytes with every other cache, under the tags of what it read.
  const keep = (url: string, entry: Entry) =>
    void store.set(NAME, PREFIX + url, entry, entry.size, entry.tags);
  const lookUp = (url: string) => store.get<Entry>(PREFIX + url);

  const variantOf = (url: string, entry: Entry, encoding: Encoding): Variant => {
    const ready = entry[encoding];
    if (ready) return ready;
    const body = ownBytes(
      encoding === 'br'
        ? brotliCompressSync(entry.identity.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(entry.identity.body, { level: 6 }),
    );
    const variant = {
      body,
      headers: { ...entry.identity.headers, 'content-encoding': encoding, 'content-length': body.length },
    };
    entry[encoding] = variant;
    entry.size += body.length + approximateBytes(variant.headers);
    // Charged again with its new size, if it is still held (a clear may have come in between).
    if (lookUp(url) === entry) keep(url, entry);
    return variant;
  };

  /** A hit is ready bytes and ready headers written to the socket: no serializing, hashing or compressing. */
  const serve = (request: FastifyRequest, reply: FastifyReply, entry: Entry, state: 'hit' | 'stale') => {
    const match = request.headers['if-none-match'];
    const notModified =
      match !== undefined && (match === entry.etag || match.split(/\s*,\s*/).includes(entry.etag));
    const encoding: Encoding =
      notModified || entry.identity.body.length < COMPRESS_FROM_BYTES
        ? 'identity'
        : pickEncoding(request.headers['accept-encoding']);
    const variant = variantOf(request.url, entry, encoding);
    const headers = notModified ? entry.notModified : variant.headers;
    reply.hijack();
    reply.raw.writeHead(
      notModified ? 304 : 200,
      state === 'hit' ? headers : { ...headers, 'x-cache': state },
    );
    reply.raw.end(notModified ? undefined : variant.body);
    return reply;
  };

  /** What the shared store holds for a URL, kept here too; undefined when it is not reachable. */
  const fromStore = async (url: string) => {
    if (!shared) return undefined;
    try {
      const found = await shared.get(url);
      if (found.page) keep(url, fromShared(found.page));
      return { entry: found.page && lookUp(url), version: found.version };
    } catch (error) {
      app.log.warn({ err: error }, 'the shared page store did not answer');
      return undefined;
    }
  };

  /** Waits for the process whose turn it is to render a URL, then serves its page; false if none came. */
  const awaitOtherProcess = async (request: FastifyRequest, reply: FastifyReply) => {
    for (let waited = 0; waited < MAX_WAIT_MS; waited += SHARED_POLL_MS) {
      await new Promise((resolve) => setTimeout(resolve, SHARED_POLL_MS));
      const found = await fromStore(request.url);
      if (found?.entry) return serve(request, reply, found.entry, 'hit');
    }
    return false;
  };

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET') return;
    if (hasViewerCredentials(request)) return;
    const { access, ownAuthentication } = request.routeOptions.config;
    if (access !== 'public' || ownAuthentication) return;
    const url = request.url;
    if (url.startsWith('/api/docs') || url.startsWith('/media/') || isPersonalAddress(url)) return;

    let entry = lookUp(url);
    const now = Date.now();
    if (entry && entry.expires > now) return serve(request, reply, entry, 'hit');
    const inFlight = rendering.get(url);
    if (inFlight) {
      // Someone renders this address already: the previous answer while it is young, else wait for theirs.
      if (entry && entry.expires + ttlMs > now) return serve(request, reply, entry, 'stale');
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        inFlight.done,
        new Promise((resolve) => {
          timer = setTimeout(resolve, MAX_WAIT_MS);
        }),
      ]);
      clearTimeout(timer);
      entry = lookUp(url);
      if (entry) return serve(request, reply, entry, 'hit');
      return; // Their answer was not kept (an error, or a write came in between): render it ourselves.
    }
    let finish = () => {};
    const done = new Promise<void>((resolve) => {
      finish = resolve;
    });
    rendering.set(url, { done, finish });
    const leader: Leader = { generation: caches.generation };
    leaders.set(request, leader);
    if (!shared) return;
    // Another process may have rendered it: the store's copy, or the turn to render it for everyone.
    const found = await fromStore(url);
    if (!found) return;
    if (found.entry && found.entry.expires > now) return serve(request, reply, found.entry, 'hit');
    leader.version = found.version;
    entry = found.entry ?? entry;
    leader.claimed = await shared.claim(url).catch(() => false);
    if (leader.claimed) return;
    if (entry && entry.expires + ttlMs > now) return serve(request, reply, entry, 'stale');
    const served = await awaitOtherProcess(request, reply);
    if (served) return served;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const leader = leaders.get(request);
    if (!leader || reply.statusCode !== 200) return payload;
    // Rendered for someone (whatever the request looked like): never handed to anyone else.
    if (request.viewer) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    // A write while this answer was rendered may have changed it: serve it, but do not keep it.
    if (leader.generation !== caches.generation) return payload;
    const all = reply.getHeaders();
    // An answer that sets a cookie is someone's own; it is never handed to another reader.
    if (all['set-cookie'] !== undefined) return payload;
    const encoding = all['content-encoding'];
    if (encoding !== undefined && encoding !== 'identity' && encoding !== 'gzip') return payload;
    // A route may send bytes it compressed itself (lib/prepared-answer.ts); the cache keeps them plain.
    const sent = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
    const body = ownBytes(encoding === 'gzip' ? gunzipSync(sent) : sent);
    const etag = weakEtag(body);
    // The same tag the cached copies carry, so this reader's next visit can be answered with a 304.
    reply.header('etag', etag);
    const headers: Headers = {};
    for (const [name, value] of Object.entries(all)) {
      if (value !== undefined && !TRANSFER_HEADERS.has(name)) headers[name] = value;
    }
    // Kept for requests without a reader only: the copy varies by the session cookie too.
    const vary = varyWith(all.vary, 'accept-encoding', 'Cookie');
    // Every header of this answer (the security headers included) but those of one transfer.
    const common = { ...headers, etag, vary, 'x-cache': 'hit' };
    const identity = { body, headers: { ...common, 'content-length': body.length } };
    const entry: Entry = {
      expires: Date.now() + ttlMs,
      etag,
      identity,
      notModified: common,
      // The two header objects, the body, and what a compressed copy adds later (variantOf).
      size: body.length + 2 * approximateBytes(identity.headers),
      tags: keptTags(request.readTags),
    };
    keep(request.url, entry);
    if (shared && leader.version !== undefined) {
      // Compressed once here for every process that serves it.
      const page: SharedPage = {
        etag,
        headers: common,
        expires: entry.expires,
        tags: entry.tags,
        identity: body,
        gzip: variantOf(request.url, entry, 'gzip').body,
        br: variantOf(request.url, entry, 'br').body,
      };
      await shared.keep(request.url, page, leader.version).catch((error: unknown) => {
        request.log.warn({ err: error }, 'could not keep the page in the shared store');
      });
    }
    return payload;
  });

  const release = async (request: FastifyRequest) => {
    const leader = leaders.get(request);
    if (!leader) return;
    leaders.delete(request);
    if (leader.claimed) await shared?.release(request.url).catch(() => {});
    const inFlight = rendering.get(request.url);
    rendering.delete(request.url);
    inFlight?.finish();
  };
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);
});
