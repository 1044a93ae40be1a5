import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../lib/api-client';
import type { AuthStore } from '../lib/auth';

/** What route loaders need; made per request on the server and once in the browser. */
export interface RouteContext {
  queryClient: QueryClient;
  api: ApiClient;
  auth: AuthStore;
  siteName: string;
}

/** Route handles: the page title (spec: `Broadsheet | …`) of the deepest matched route wins. */
export interface RouteHandle {
  title?: string | ((data: unknown) => string);
  description?: string;
  /** Extra head tags from the route's loader data (Open Graph, JSON-LD), rendered by the server. */
  meta?: (
    data: unknown,
    site: { origin: string; siteName: string },
  ) => { description?: string; extra?: string };
}
