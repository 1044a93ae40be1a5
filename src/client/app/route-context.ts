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

export type { RouteHandle } from '../lib/head';
