import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough } from 'node:stream';
import type { ApiTransport, HeadTags, RenderRequest, RenderResult, SsrState } from '@shared/ssr';
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  type StaticHandler,
  StaticRouterProvider,
  type UIMatch,
} from 'react-router';
import { pageHead } from './app/page-meta';
import { AppProviders } from './app/providers';
import type { RouteContext, RouteHandle } from './app/route-context';
import { createRoutes } from './app/router';
import { createApiClient } from './lib/api-client';
import { errorPageTitle, headFromMatches } from './lib/head';
import { leanState } from './lib/lean-state';
import { createQueryClient } from './lib/query-client';
import { createServerAuthStore } from './lib/server-auth';

const RENDER_TIMEOUT_MS = 10_000;

/**
 * A page's server render reads through its endpoints' services in process (`request.direct`) and never
 * writes, so it has no way out over HTTP.
 */
const noHttp: ApiTransport = async (path, init) => {
  throw new Error(`a page render asked for ${init.method} ${path} over HTTP`);
};

/** What the page state says of an error a loader or render threw: never its message, stack or cause. */
const GENERIC_ERROR = 'Something went wrong while loading this page.';

/**
 * The route errors, as the browser's router revives them. A status answer (404, 400 …) keeps its status and
 * text; any other error becomes one generic message, and the real one goes to the server's log.
 */
function serializeErrors(errors: Record<string, unknown> | null, report: (error: unknown) => void) {
  if (!errors) return null;
  const serialized: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (isRouteErrorResponse(value)) {
      serialized[key] = {
        status: value.status,
        statusText: value.statusText,
        internal: false,
        data: null,
        __type: 'RouteErrorResponse',
      };
    } else {
      report(value);
      serialized[key] = { message: GENERIC_ERROR, __type: 'Error' };
    }
  }
  return serialized;
}

/**
 * React's streaming renderer, collected once everything (all data is loaded before render) is ready. The
 * time-out is cleared as soon as the render settles: a pending timer would keep the whole render (its tree,
 * data and request) alive for its full length.
 */
function renderToHtml(element: React.ReactElement): Promise<string> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const rendered = new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        reject(error);
      },
    });
    timer = setTimeout(() => stream.abort(new Error('render timed out')), RENDER_TIMEOUT_MS);
    timer.unref();
  });
  return rendered.finally(() => clearTimeout(timer));
}

/** What React writes for a Suspense boundary it could not finish and leaves to the browser. */
const LEFT_TO_THE_BROWSER = '<!--$!-->';

/**
 * The page's HTML. Its data is loaded before it renders, so the cheaper synchronous renderer does the work;
 * only a page with a part whose code was not loaded yet (a lazy component's first render in this process)
 * is rendered again by the streaming renderer, which waits for it, so the browser never has to redo a part.
 */
function renderOnce(element: React.ReactElement): Promise<string> {
  const html = renderToString(element);
  return html.includes(LEFT_TO_THE_BROWSER) ? renderToHtml(element) : Promise.resolve(html);
}

/**
 * The page's address on this site: the site's own origin, then the request's path. Resolving the path
 * against the origin instead would let `//evil.example/about` (or `/\evil.example/about`) name another host.
 */
function pageUrl(request: RenderRequest): URL {
  const target = request.url.startsWith('/') ? request.url : `/${request.url}`;
  return new URL(`${request.origin}${target}`);
}

/** The page's canonical address: its path, and the page of a list past the first. */
function canonicalOf(url: URL): string {
  const page = Number(url.searchParams.get('page'));
  return `${url.origin}${url.pathname}${Number.isInteger(page) && page > 1 ? `?page=${page}` : ''}`;
}

/**
 * The request being rendered, for the loaders of the one route tree below: each render runs inside its own
 * store, so concurrent renders never see each other's query cache, API client or reader.
 */
const renderScope = new AsyncLocalStorage<RouteContext>();

function scoped(): RouteContext {
  const current = renderScope.getStore();
  if (!current) throw new Error('a route loader ran outside a page render');
  return current;
}

/** The route context the tree is built with: every field is read from the render in progress. */
const currentContext: RouteContext = {
  get queryClient() {
    return scoped().queryClient;
  },
  get api() {
    return scoped().api;
  },
  get auth() {
    return scoped().auth;
  },
  get siteName() {
    return scoped().siteName;
  },
};

/**
 * The route tree and its static handler, built once per process rather than per page: building them (and
 * resolving each page's lazily loaded module) is work that does not change from one request to the next.
 */
let staticHandler: StaticHandler | undefined;
const handlerOnce = () => {
  staticHandler ??= createStaticHandler(createRoutes(currentContext));
  return staticHandler;
};

export async function render(request: RenderRequest): Promise<RenderResult> {
  const report = request.onError ?? ((error: unknown) => console.error('page render failed', error));
  const queryClient = createQueryClient({ server: true });
  const api = createApiClient({ transport: noHttp, direct: request.direct });
  const auth = createServerAuthStore(request.viewer);
  const handler = handlerOnce();
  const url = pageUrl(request);
  const context = await renderScope.run({ queryClient, api, auth, siteName: request.siteName }, () =>
    handler.query(new Request(url, { headers: request.headers })),
  );
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await renderOnce(
    <StrictMode>
      <AppProviders
        queryClient={queryClient}
        context={{ api, siteName: request.siteName, origin: request.origin, features: request.features }}
        auth={auth}
      >
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  const matches = context.matches.map(
    (match) =>
      ({
        id: match.route.id,
        pathname: match.pathname,
        params: match.params,
        handle: match.route.handle,
        loaderData: context.loaderData[match.route.id],
        data: context.loaderData[match.route.id],
      }) as UIMatch,
  );
  // A page that failed is titled by its error screen (the first boundary that caught an error).
  const errors = context.errors ? Object.values(context.errors) : [];
  const errorTitle = errors.length > 0 ? errorPageTitle(errors[0]) : null;
  const head: HeadTags = headFromMatches(request.siteName, matches, errorTitle);
  const described = [...matches].reverse().find((match) => (match.handle as RouteHandle | undefined)?.meta);
  Object.assign(
    head,
    pageHead(errorTitle ? undefined : (described?.handle as RouteHandle | undefined)?.meta, {
      data: described?.loaderData,
      url,
      origin: request.origin,
      siteName: request.siteName,
      title: head.title,
      description: head.description,
      queryClient,
      api,
    }),
  );
  const lean = leanState(dehydrate(queryClient), context.loaderData, html);
  const state: SsrState = {
    siteName: request.siteName,
    origin: request.origin,
    viewer: request.viewer,
    features: request.features,
    router: {
      loaderData: lean.loaderData,
      actionData: context.actionData,
      errors: serializeErrors(context.errors, report),
    },
    query: lean.query,
  };
  return {
    kind: 'html',
    status: context.statusCode,
    head: { ...head, canonical: canonicalOf(url) },
    html,
    state,
  };
}
