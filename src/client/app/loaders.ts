import { isUuid } from '@shared/ids';
import type { EnsureQueryDataOptions } from '@tanstack/react-query';
import { data, type LoaderFunction, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { ApiError } from '../lib/api-client';
import { requireAdmin, requireEditor, requireUser } from './guards';
import type { RouteContext, RouteHandle } from './route-context';

/**
 * A route's loader before it knows the context it runs in (the request's query client, API client and
 * reader on the server; the browser's, once). The route tree gives each one its context.
 */
export type RouteLoader = (ctx: RouteContext) => LoaderFunction;

/** What a loader does once the guard let the reader in; `url` is the page's address, parsed. */
export type Load = (ctx: RouteContext, args: LoaderFunctionArgs & { url: URL }) => unknown;

/**
 * Who may open a page: anyone, a signed-in reader, an editor (or admin), or an admin
 * (docs/security.md#who-may-call-what).
 */
export type Access = 'anyone' | 'reader' | 'editor' | 'admin';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** A page that cannot be shown, answered with this status (and the error screen). */
const pageStatus = (status: number) => data(null, { status, statusText: STATUS_TEXT[status] ?? '' });
export const notFound = () => pageStatus(404);

/**
 * A failed API call fails the page with the API's own status (a 404 is a 404 page, a 400 a 400 page), or
 * 503 when the API could not be reached; anything else a loader throws (a redirect, a bug) goes on as it is.
 */
function pageError(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  return pageStatus(error.status === 0 ? 503 : error.status);
}

/**
 * A page opened in place while the browser knows the network is out: loaded as a document instead, which
 * the service worker answers with its copy of the page or the offline page (a saved article from its copy
 * on the device; docs/product.md#the-app). Checked before the API is asked, as the query client would wait
 * for the network to come back and the tap would seem to do nothing, and again when a call fails. Never on
 * the server, nor without a worker, where a document load would fail the same way.
 */
function throughWorker(url: string): Promise<never> | null {
  if (import.meta.env.SSR || navigator.onLine || !navigator.serviceWorker?.controller) return null;
  window.location.assign(url);
  return new Promise<never>(() => {});
}

/** A loader whose code loads with its page, off the script every page loads first. */
export const lazyLoader =
  (load: () => Promise<RouteLoader>): RouteLoader =>
  (ctx) =>
  async (args) =>
    (await load())(ctx)(args);

/**
 * The one way a route loader is made: the guard first (a visitor who may not see the page is sent to the
 * sign-in page with the way back), then the load; a failed API call fails the page with its status.
 */
export function guarded(access: Access, load?: Load): RouteLoader {
  return (ctx) => async (args) => {
    const offline = throughWorker(args.request.url);
    if (offline) return offline;
    if (access === 'reader') requireUser(ctx, args.request);
    else if (access === 'editor') requireEditor(ctx, args.request);
    else if (access === 'admin') requireAdmin(ctx, args.request);
    try {
      return (await load?.(ctx, { ...args, url: new URL(args.request.url) })) ?? null;
    } catch (error) {
      const leaving = error instanceof ApiError && error.status === 0 && throughWorker(args.request.url);
      if (leaving) return leaving;
      throw pageError(error);
    }
  };
}

// biome-ignore lint/suspicious/noExplicitAny: each page's queries have their own data types
type AnyQuery = EnsureQueryDataOptions<any, any, any, any>;

/** The queries a page needs (none, one or several), from its context and address. */
type Queries = (ctx: RouteContext, args: LoaderFunctionArgs & { url: URL }) => AnyQuery | AnyQuery[] | null;

/**
 * A page whose data is a set of queries: they are loaded into the query cache before the page renders (on
 * the server too, so the first answer arrives filled), and the page reads them from there.
 */
export const queryLoader = (access: Access, queries: Queries): RouteLoader =>
  guarded(access, async (ctx, args) => {
    const wanted = queries(ctx, args) ?? [];
    await Promise.all(
      (Array.isArray(wanted) ? wanted : [wanted]).map((query) => ctx.queryClient.ensureQueryData(query)),
    );
    return null;
  });

/** A load whose missing (404) or malformed (400) item makes the page a 404. */
export const notFoundOn404 =
  (load: Load): Load =>
  async (ctx, args) => {
    try {
      return await load(ctx, args);
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw notFound();
      throw error;
    }
  };

/** An id read from the address bar, checked before any API call is made with it. */
export function idParam(id: string | undefined): string {
  if (!isUuid(id)) throw notFound();
  return id;
}

/**
 * The route tree's builder of pages, given the context their loaders run in: a page is its path, its title
 * (or its whole handle), its module (loaded on demand), its loader if it needs one, and its child pages.
 */
export const pageBuilder =
  (ctx: RouteContext) =>
  (
    path: string,
    title: string | RouteHandle,
    lazy: RouteObject['lazy'],
    loader?: RouteLoader,
    children?: RouteObject[],
  ): RouteObject => ({
    path,
    handle: typeof title === 'string' ? { title } : title,
    lazy,
    ...(loader ? { loader: loader(ctx) } : {}),
    ...(children ? { children } : {}),
  });
