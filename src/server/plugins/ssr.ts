import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { paths } from '@shared/paths';
import { resolveReturnPath } from '@shared/return-path';
import {
  escapeHtml,
  type HeadTags,
  type RenderResult,
  SSR_STATE_ELEMENT_ID,
  type SsrEntry,
  serializeState,
} from '@shared/ssr';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from '../lib/error-answer';
import { createGate } from '../lib/gate';
import { CLIENT_DIST_DIR, RENDER_DIST_DIR, ROOT_DIR } from '../lib/paths';
import { weakEtag } from '../lib/prepared-answer';
import { addReadTags } from '../lib/read-tags';
import { callDirect } from '../lib/serve';
import { busyAnswer } from './load-shedding';
import { isOneTimePage, isPersonalAddress } from './public-cache';

/** When each query of the page state was loaded: it changes with every render while the page does not. */
const RENDER_TIMES = /"(dehydratedAt|dataUpdatedAt|errorUpdatedAt)":\d+/g;

/**
 * A page's ETag: of its bytes with the page state's load times set aside, so a reader's page that has not
 * changed keeps its tag and is answered 304 when sent back.
 */
export function pageEtag(html: string): string {
  return weakEtag(Buffer.from(html.replace(RENDER_TIMES, '"$1":0')));
}

/**
 * A visitor's page: browsers revalidate it every time (ETag), a shared cache in front of the app (nginx,
 * docs/deployment.md) may keep it a few seconds and serve it stale while one request refreshes it. A
 * signed-in reader's page is private and never shared.
 */
export const VISITOR_PAGE_CACHE = 'public, max-age=0, s-maxage=5, stale-while-revalidate=30';

export interface SsrRuntime {
  template(url: string): Promise<string>;
  entry(): Promise<SsrEntry>;
}

/** The production runtime: the built template and SSR bundle, loaded once. */
export function createBuiltRuntime(): SsrRuntime {
  let template: Promise<string> | undefined;
  let entry: Promise<SsrEntry> | undefined;
  return {
    template: () => {
      template ??= readFile(path.join(CLIENT_DIST_DIR, 'index.html'), 'utf8');
      return template;
    },
    entry: () => {
      entry ??= import(
        pathToFileURL(path.join(RENDER_DIST_DIR, 'entry-server.js')).href
      ) as Promise<SsrEntry>;
      return entry;
    },
  };
}

/** The development runtime: Vite transforms the template and loads the entry with hot reload. */
export async function createViteRuntime(app: FastifyInstance): Promise<SsrRuntime> {
  const { createServer } = await import('vite');
  const vite = await createServer({ root: ROOT_DIR, server: { middlewareMode: true }, appType: 'custom' });
  const middie = await import('@fastify/middie');
  await app.register(middie.default);
  app.use(vite.middlewares);
  app.addHook('onClose', () => vite.close());
  return {
    template: async (url) =>
      vite.transformIndexHtml(url, await readFile(path.join(ROOT_DIR, 'index.html'), 'utf8')),
    entry: () => vite.ssrLoadModule('/src/client/entry-server.tsx') as Promise<SsrEntry>,
  };
}

function headHtml(head: HeadTags): string {
  const tags = [`<title>${escapeHtml(head.title)}</title>`];
  if (head.description) tags.push(`<meta name="description" content="${escapeHtml(head.description)}">`);
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}">`);
  if (head.extra) tags.push(head.extra);
  return tags.join('\n    ');
}

export function composeDocument(template: string, result: Extract<RenderResult, { kind: 'html' }>): string {
  const state = `<script type="application/json" id="${SSR_STATE_ELEMENT_ID}">${serializeState(result.state)}</script>`;
  return template
    .replace('<!--app-head-->', headHtml(result.head))
    .replace('<!--app-html-->', result.html)
    .replace('<!--app-state-->', state);
}

const FORWARDED_HEADERS = ['accept-language', 'user-agent'];

const isOfflinePage = (url: string) => url === paths.offline || url.startsWith(`${paths.offline}?`);

/** The page for a render that threw: a status and one generic sentence, and no state to hydrate. */
const RENDER_FAILED: RenderResult = {
  kind: 'html',
  status: 500,
  head: { title: 'Something went wrong' },
  html: '<section class="flex min-h-[60vh] flex-col items-center justify-center px-4 py-16 text-center"><h1 class="mt-4 font-serif text-4xl font-bold">Something went wrong</h1><p class="mt-2 text-lg text-stone-600">This page could not be shown. Please try again in a moment.</p><a href="/" class="mt-6 rounded bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800">Go back home</a></section>',
  state: null,
};

/**
 * Pages rendered at once by one process, and pages waiting for one of those slots; past that a page is
 * answered 503 with Retry-After. A render holds its data, its React tree and its HTML until it is sent, so
 * this bounds the memory cold pages take whatever the number of connections, and the CPU is no less busy
 * with eight than with fifty (docs/decisions/0016-cold-rendering.md).
 */
export const RENDER_SLOTS = 8;
export const RENDER_QUEUE = 64;
/**
 * How long a page may wait for a slot: past that it is answered 503 with Retry-After. Under a soak of 200
 * connections a full queue held pages for 6 to 9 seconds and some readers' requests timed out; a reader is
 * better told at once to come back than kept waiting that long.
 */
export const RENDER_WAIT_MS = 2_000;

/** Server-renders every page that is not an API route or a static file. */
export const ssrPlugin = fp(
  async (app: FastifyInstance, options: { runtime: SsrRuntime; waitMs?: number }) => {
    const { runtime } = options;
    const renders = createGate(RENDER_SLOTS, RENDER_QUEUE, options.waitMs ?? RENDER_WAIT_MS);
    const busy = busyAnswer(app.config.siteName);
    let refused = 0;
    let lastLogged = 0;

    async function renderPage(request: FastifyRequest, reply: FastifyReply) {
      if (request.url.startsWith('/api/') || request.url === '/api') {
        return reply
          .status(404)
          .send(
            errorBody(
              404,
              `Route ${request.method}:${request.url.split('?')[0]} not found`,
              'ROUTE_NOT_FOUND',
            ),
          );
      }
      if (!(await renders.enter())) {
        // One line a second at most, as load shedding logs.
        refused += 1;
        if (Date.now() - lastLogged >= 1000) {
          app.log.warn({ refused, waiting: renders.waiting }, 'every render slot is taken: answering 503');
          lastLogged = Date.now();
          refused = 0;
        }
        return reply.send(busy(reply, 'page'));
      }
      try {
        // A reader who left while the page waited for its turn needs no page.
        if (request.raw.destroyed) return reply;
        return await render(request, reply);
      } finally {
        renders.leave();
      }
    }

    async function render(request: FastifyRequest, reply: FastifyReply) {
      // A page names what it read through its in-process calls; one that reads nothing is static.
      request.readTags = new Set();
      const forwarded: Record<string, string> = {};
      for (const name of FORWARDED_HEADERS) {
        const value = request.headers[name];
        if (typeof value === 'string') forwarded[name] = value;
      }
      // The page knows the reader from the session cookie, and its reads are its services' answers for that
      // reader (src/server/lib/serve.ts). The offline page is rendered for no reader, whoever asks: the service worker keeps one copy for everyone.
      const viewer =
        request.headers.cookie && !isOfflinePage(request.url)
          ? await app.resolveViewer({ cookie: request.headers.cookie })
          : null;
      if (viewer) {
        // Marks the answer as this reader's own: the shared cache never keeps it (public-cache.ts).
        request.viewer = viewer;
      }
      const [entry, template] = await Promise.all([runtime.entry(), runtime.template(request.url)]);
      const rendering = entry.render({
        url: request.url,
        origin: app.config.publicUrl,
        headers: forwarded,
        direct: (key, input) =>
          callDirect(app, key, input, viewer, (tags) => {
            request.readTags = addReadTags(request.readTags, tags);
          }),
        siteName: app.config.siteName,
        features: {
          google: Boolean(app.config.google),
          stripePublishableKey: app.config.stripe?.publishableKey ?? null,
        },
        viewer: viewer && {
          id: viewer.id,
          name: viewer.name,
          email: viewer.email,
          image: viewer.image,
          role: viewer.role,
          premiumUntil: viewer.premiumUntil?.toISOString() ?? null,
          sessionEndsAt: viewer.sessionEndsAt?.toISOString() ?? null,
        },
        onError: (error) => request.log.error({ err: error }, 'page failed'),
      });
      // A render that throws gets a generic page; what went wrong is for the log only.
      const result = await rendering.catch((error: unknown): RenderResult => {
        request.log.error({ err: error }, 'page render failed');
        return RENDER_FAILED;
      });
      // Every redirect stays on this site and is a valid header, whatever a route made of the request.
      if (result.kind === 'redirect')
        return reply.redirect(resolveReturnPath(result.location) ?? '/', result.status);
      const document = composeDocument(template, result);
      if (result.status === 200) reply.header('etag', pageEtag(document));
      return reply
        .status(result.status)
        .header('content-type', 'text/html; charset=utf-8')
        .header(
          'cache-control',
          isOneTimePage(request.url)
            ? 'no-store'
            : isPersonalAddress(request.url)
              ? 'private, no-store'
              : viewer
                ? 'private, no-cache'
                : result.status >= 500
                  ? 'no-cache'
                  : VISITOR_PAGE_CACHE,
        )
        .send(document);
    }

    app.get('/*', { config: { access: 'public' }, schema: { hide: true } }, renderPage);
  },
);
