import type { FastifyInstance, FastifyReply } from 'fastify';
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
    addVary(reply, 'Authorization', 'Cookie');
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

/** A Vary value with names added, each once whatever its case. */
export function varyWith(current: unknown, ...names: string[]): string {
  const listed = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const seen = new Set(listed.map((name) => name.toLowerCase()));
  for (const name of names)
    if (!seen.has(name.toLowerCase())) {
      listed.push(name);
      seen.add(name.toLowerCase());
    }
  return listed.join(', ');
}

/**
 * Adds names to an answer's Vary. Accept-Encoding is written in lower case, as the compression hook (which
 * runs later, per route) looks for it, so it is named once.
 */
export function addVary(reply: FastifyReply, ...names: string[]): void {
  const vary = varyWith(reply.getHeader('vary'), ...names);
  if (vary) reply.header('vary', vary);
}

/** The types compression applies to: text, JSON, JavaScript, XML and SVG. */
const COMPRESSIBLE =
  /^(text\/|application\/(json|javascript|xml|manifest\+json|[a-z.+-]*\+(json|xml))|image\/svg\+xml)/i;

/**
 * Vary for every answer, after compression has had its say: a compressible answer names Accept-Encoding
 * whether or not this one was compressed (a small one is not, and a cache must not hand its plain bytes to
 * a client that asked for br as if that were the only copy), and a page names Cookie, since a visitor's
 * page and a reader's differ by the session cookie alone.
 */
export const varyPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (COMPRESSIBLE.test(type)) addVary(reply, 'accept-encoding');
    if (request.method === 'GET' && type.startsWith('text/html')) addVary(reply, 'Cookie');
    return payload;
  });
});

/** Whether an If-None-Match names this tag (weak comparison, RFC 9110 §13.1.2), or is `*`. */
function matches(ifNoneMatch: string, etag: string): boolean {
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const own = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === own);
}

/**
 * Conditional GETs (RFC 9110 §13, §15.4.5): only a successful answer carries an ETag, and only a 200 is
 * turned into a 304. An error (404, 400, 401, 503 …) never carries a tag and never answers 304, so a tag a
 * client kept from an error can never make the next answer an empty one.
 */
export const conditionalRequestsPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    const status = reply.statusCode;
    if (status < 200 || status >= 300) {
      if (status !== 304) reply.removeHeader('etag');
      return payload;
    }
    const etag = reply.getHeader('etag');
    const ifNoneMatch = request.headers['if-none-match'];
    if (
      status === 200 &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      typeof etag === 'string' &&
      typeof ifNoneMatch === 'string' &&
      matches(ifNoneMatch, etag)
    ) {
      reply.code(304);
      reply.removeHeader('content-length');
      return '';
    }
    return payload;
  });
});
