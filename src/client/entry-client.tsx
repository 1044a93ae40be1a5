import { DEFAULT_SITE_NAME } from '@shared/constants';
import { SSR_STATE_ELEMENT_ID } from '@shared/ssr';
import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject, RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createRoutes } from './app/router';
import { browserTransport, createApiClient, readStoredToken } from './lib/api-client';
import { createQueryClient } from './lib/query-client';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import './index.css';

interface ServerState {
  siteName: string;
  router: unknown;
  query: DehydratedState;
}

declare global {
  interface Window {
    __staticRouterHydrationData?: unknown;
  }
}

function readServerState(): ServerState | null {
  const element = document.getElementById(SSR_STATE_ELEMENT_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as ServerState) : null;
}

/** Loads the code of the routes the server rendered, so the first client render matches its HTML. */
async function resolveLazyMatches(routes: RouteObject[]) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

async function start() {
  const state = readServerState();
  const siteName = state?.siteName ?? DEFAULT_SITE_NAME;
  const queryClient = createQueryClient();
  if (state) hydrate(queryClient, state.query);
  const api = createApiClient({ transport: browserTransport, getToken: readStoredToken });
  const routes = createRoutes({ queryClient, api, siteName });
  await resolveLazyMatches(routes);
  // React Router reads (and revives errors in) this hydration state itself.
  if (state) window.__staticRouterHydrationData = state.router;
  const router = createBrowserRouter(routes);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  hydrateRoot(
    root,
    <StrictMode>
      <AppProviders queryClient={queryClient} context={{ api, siteName }}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
