import type { SiteFeatures, SsrViewer } from '@shared/ssr';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import type { ApiClient } from '../lib/api-client';
import { AppContextProvider } from '../lib/app-context';
import { AuthProvider, type AuthStore, createAuthStore } from '../lib/auth';

/** A reader to sign in for a component test. */
export const testReader = (overrides: Partial<SsrViewer> = {}): SsrViewer => ({
  id: 'reader-1',
  name: 'Ada Reader',
  email: 'ada@example.test',
  image: null,
  role: 'user',
  premiumUntil: null,
  ...overrides,
});

const NO_FEATURES: SiteFeatures = { google: false, stripePublishableKey: null };

/**
 * Renders routes with what src/client/app/providers.tsx gives the app (query client, the reader, the API
 * client and the site), in a memory router so that links and navigation work without a browser address
 * bar. Queries and mutations are not retried: a test's failure is the answer it set up, once.
 */
export function renderApp(
  routes: RouteObject[],
  {
    api,
    path = '/',
    viewer = null,
    auth = createAuthStore(viewer, () => api),
    features = NO_FEATURES,
  }: {
    api: ApiClient;
    path?: string;
    viewer?: SsrViewer | null;
    auth?: AuthStore;
    features?: SiteFeatures;
  },
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider store={auth}>
        <AppContextProvider value={{ api, siteName: 'Broadsheet', origin: 'http://localhost', features }}>
          <RouterProvider router={router} />
        </AppContextProvider>
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, auth, queryClient };
}
