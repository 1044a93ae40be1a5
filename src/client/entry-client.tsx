import { DEFAULT_SITE_NAME } from '@shared/constants';
import { ERROR_CODES } from '@shared/error-codes';
import { paths } from '@shared/paths';
import { SSR_STATE_ELEMENT_ID, type SsrState } from '@shared/ssr';
import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject, RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createRoutes } from './app/router';
import { listenForInstallOffer } from './features/offline/app-events';
import { type ApiClient, createBrowserApiClient } from './lib/api-client';
import { createAuthStore, readToken } from './lib/auth';
import { followLinks } from './lib/follow-links';
import { restoreLoaderData, restoreQueries } from './lib/lean-state';
import { createQueryClient } from './lib/query-client';
import { verificationNotice } from './lib/verification-notice';
import './index.css';

declare global {
  interface Window {
    __staticRouterHydrationData?: unknown;
  }
}

/**
 * Drops other readers' drafts and edits kept on this device (features/articles/hooks/device-copy.ts); its code
 * loads only when the device keeps any.
 */
function keepOnlyReaderCopies(userId: string | null) {
  try {
    if (!Object.keys(localStorage).some((key) => /^broadsheet:(draft|edit):/.test(key))) return;
  } catch {
    return;
  }
  void import('./features/articles/hooks/device-copy').then((copies) => copies.keepOnlyReaderCopies(userId));
}

function readServerState(): SsrState | null {
  const element = document.getElementById(SSR_STATE_ELEMENT_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as SsrState) : null;
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
  // The server dehydrated this cache with the same TanStack Query.
  if (state) hydrate(queryClient, restoreQueries(state.query as DehydratedState, document));
  let router: ReturnType<typeof createBrowserRouter> | undefined;
  let api: ApiClient | undefined;
  const auth = createAuthStore(state?.viewer ?? null, () => api as ApiClient);
  api = createBrowserApiClient({
    getToken: auth.getToken,
    // Any 401/403 signs the reader out and sends them to the sign-in page (docs/security.md#sessions-and-tokens).
    onUnauthorized: (error, sentToken) => {
      // An unconfirmed address is not an ended session: the reader stays, and is offered a new link.
      if (error.code === ERROR_CODES.EMAIL_NOT_VERIFIED) return verificationNotice.show(error.message);
      // Staff without a second step are not signed out either: they go where they add one.
      if (error.code === ERROR_CODES.SECOND_STEP_REQUIRED)
        return void router?.navigate(`${paths.updateProfile}#two-factor`);
      // A request sent under a session that has since ended (signed out, or another sign-in) says nothing
      // about the reader now: the sign-out already decided where they go.
      if (sentToken && sentToken !== readToken()) return;
      // Nor does one sent with no session after the reader signed out on this page: they stay where the
      // sign-out left them (the page they were on, or home), not on the sign-in form.
      if (!sentToken && !auth.getState().user && auth.getState().signedOutFrom) return;
      auth.handleUnauthorized();
      queryClient.clear();
      const here = window.location.pathname + window.location.search;
      if (window.location.pathname !== paths.login)
        void router?.navigate(`${paths.login}?from=${encodeURIComponent(here)}`);
    },
  });
  // Another reader's (or a visitor's) cached answers must not outlive a sign-in or sign-out.
  let currentUserId = auth.getState().user?.id;
  // Nor another reader's drafts and edits kept on this device (docs/product.md#drafts): a page the server
  // sent for nobody, online, says nobody is signed in here (the offline page is rendered for nobody).
  if (navigator.onLine && window.location.pathname !== paths.offline)
    keepOnlyReaderCopies(currentUserId ?? null);
  auth.subscribe(() => {
    const userId = auth.getState().user?.id;
    // Offline, the device's own reader shown on a page kept for nobody: their copies and the worker's stay.
    if (auth.getState().fromDevice) currentUserId = userId;
    if (userId !== currentUserId) {
      currentUserId = userId;
      queryClient.clear();
      // A session that ended under the reader (a 401) keeps their copies for their sign-in on this page.
      if (userId || auth.getState().signedOutFrom) keepOnlyReaderCopies(userId ?? null);
      // Nor what the worker keeps (docs/product.md#the-app), nor another reader's copies of articles
      // (docs/product.md#saved-articles).
      void import('./features/offline/components/app-status').then(({ readerChanged }) =>
        readerChanged(userId),
      );
    }
  });
  const routes = createRoutes({ queryClient, api, auth, siteName });
  await resolveLazyMatches(routes);
  // React Router reads (and revives errors in) this hydration state itself.
  if (state)
    window.__staticRouterHydrationData = {
      ...state.router,
      loaderData: restoreLoaderData(
        state.router.loaderData,
        (hash) => queryClient.getQueryCache().get(hash)?.state.data,
      ),
    };
  router = createBrowserRouter(routes);
  const browserRouter = router;
  followLinks((to, options) => browserRouter.navigate(to, options));
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  hydrateRoot(
    root,
    <StrictMode>
      <AppProviders
        queryClient={queryClient}
        context={{
          api,
          siteName,
          origin: state?.origin ?? window.location.origin,
          features: state?.features ?? { google: false, stripePublishableKey: null },
        }}
        auth={auth}
      >
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

listenForInstallOffer();
void start();
