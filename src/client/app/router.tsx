import { isUuid } from '@shared/ids';
import { data, type LoaderFunction, type RouteObject, redirect } from 'react-router';
import { RouteErrorScreen } from '../components/layout/route-error-screen';
import { getArticleQueryOptions, getRelatedArticlesQueryOptions } from '../features/articles/api/get-article';
import { getMyArticlesQueryOptions } from '../features/articles/api/get-my-articles';
import { getPremiumArticlesQueryOptions } from '../features/articles/api/get-premium-articles';
import {
  getRecentArticlesQueryOptions,
  HOME_RECENT_LIMIT,
} from '../features/articles/api/get-recent-articles';
import { getTopArticlesQueryOptions } from '../features/articles/api/get-top-articles';
import { getSearchArticlesQueryOptions } from '../features/articles/api/search-articles';
import { articleMeta, articleTitle } from '../features/articles/article-meta';
import { LIST_PAGE_SIZE, listParams } from '../features/articles/list-params';
import {
  getPaymentHistoryQueryOptions,
  PAYMENT_HISTORY_PAGE_SIZE,
  paymentHistoryPage,
} from '../features/payments/api/get-payment-history';
import { getPublishersQueryOptions } from '../features/publishers/api/get-publishers';
import { getStatsQueryOptions } from '../features/stats/api/get-stats';
import { ApiError } from '../lib/api-client';
import { requireAdmin, requireUser, signedInRedirect } from './guards';
import type { RouteContext, RouteHandle } from './route-context';
import { SiteLayout } from './site-layout';

const handle = (title: string, description?: string): RouteHandle => ({ title, description });

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
const notFound = () => pageStatus(404);

/**
 * A failed API call fails the page with the API's own status (a 404 is a 404 page, a 400 a 400 page), or
 * 503 when the API could not be reached; anything else a loader throws (a redirect, a bug) goes on as it is.
 */
function pageError(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  return pageStatus(error.status === 0 ? 503 : error.status);
}

/** Every loader of the tree, wrapped so that a failed API call becomes the page's status. */
function failPagesOnApiErrors(routes: RouteObject[]): RouteObject[] {
  for (const route of routes) {
    const { loader } = route;
    if (typeof loader === 'function') {
      const wrapped: LoaderFunction = async (args) => {
        try {
          return await loader(args);
        } catch (error) {
          throw pageError(error);
        }
      };
      route.loader = wrapped;
    }
    if (route.children) failPagesOnApiErrors(route.children);
  }
  return routes;
}

/** An id read from the address bar, checked before any API call is made with it. */
function idParam(id: string | undefined): string {
  if (!isUuid(id)) throw notFound();
  return id;
}

/**
 * The route tree, shared by the server renderer and the browser. Their loaders run once per navigation; a
 * failed API call fails the page at once with that call's status.
 */
export function createRoutes(ctx: RouteContext): RouteObject[] {
  const { queryClient, api } = ctx;
  return failPagesOnApiErrors([
    {
      id: 'dashboard',
      path: 'dashboard',
      ErrorBoundary: RouteErrorScreen,
      loader: ({ request }) => {
        requireAdmin(ctx, request);
        return null;
      },
      lazy: () => import('./routes/dashboard/dashboard-layout'),
      children: [
        { index: true, loader: () => redirect('/dashboard/adminHome') },
        {
          path: 'adminHome',
          handle: handle('Admin Home'),
          loader: async ({ request }) => {
            requireAdmin(ctx, request);
            const { prefetchAdminHome } = await import('../features/admin/prefetch');
            await prefetchAdminHome(ctx);
            return null;
          },
          lazy: () => import('./routes/dashboard/admin-home'),
        },
        {
          path: 'users',
          handle: handle('All Users'),
          loader: async ({ request }) => {
            requireAdmin(ctx, request);
            const { prefetchUsers } = await import('../features/admin/prefetch');
            await prefetchUsers(ctx, request.url);
            return null;
          },
          lazy: () => import('./routes/dashboard/users'),
        },
        {
          path: 'allArticlesAdmin',
          handle: handle('All Articles'),
          loader: async ({ request }) => {
            requireAdmin(ctx, request);
            const { prefetchAdminArticles } = await import('../features/admin/prefetch');
            await prefetchAdminArticles(ctx, request.url);
            return null;
          },
          lazy: () => import('./routes/dashboard/all-articles-admin'),
          children: [
            {
              // The decline form opens over the list: /dashboard/allArticlesAdmin/modal?id=<articleId>.
              path: 'modal',
              handle: handle('Decline Article'),
              loader: ({ request }) => {
                requireAdmin(ctx, request);
                // No id: back to the list. A malformed one stays, and the dialog says the link is not valid.
                if (!new URL(request.url).searchParams.get('id'))
                  throw redirect('/dashboard/allArticlesAdmin');
                return null;
              },
              lazy: () => import('./routes/dashboard/decline-modal'),
            },
          ],
        },
        {
          path: 'payment-history',
          handle: handle('All payment history'),
          loader: async ({ request }) => {
            requireAdmin(ctx, request);
            const { prefetchPayments } = await import('../features/admin/prefetch');
            await prefetchPayments(ctx, request.url);
            return null;
          },
          lazy: () => import('./routes/dashboard/payment-history'),
        },
        {
          path: 'allPublisher',
          handle: handle('Add Publisher'),
          loader: async ({ request }) => {
            requireAdmin(ctx, request);
            await queryClient.ensureQueryData(getPublishersQueryOptions(api));
            return null;
          },
          lazy: () => import('./routes/dashboard/all-publisher'),
        },
        {
          path: 'audit-log',
          handle: handle('Audit log'),
          loader: async ({ request }) => {
            requireAdmin(ctx, request);
            const { prefetchAuditLog } = await import('../features/admin/prefetch');
            await prefetchAuditLog(ctx, request.url);
            return null;
          },
          lazy: () => import('./routes/dashboard/audit-log'),
        },
        {
          path: 'messages',
          handle: handle('Messages'),
          loader: async ({ request }) => {
            requireAdmin(ctx, request);
            const { prefetchContactMessages } = await import('../features/admin/prefetch');
            await prefetchContactMessages(ctx, request.url);
            return null;
          },
          lazy: () => import('./routes/dashboard/messages'),
        },
        {
          path: 'subscribers',
          handle: handle('Subscribers'),
          loader: async ({ request }) => {
            requireAdmin(ctx, request);
            const { prefetchSubscribers } = await import('../features/admin/prefetch');
            await prefetchSubscribers(ctx, request.url);
            return null;
          },
          lazy: () => import('./routes/dashboard/subscribers'),
        },
      ],
    },
    {
      id: 'root',
      Component: SiteLayout,
      ErrorBoundary: RouteErrorScreen,
      children: [
        {
          id: 'pages',
          ErrorBoundary: RouteErrorScreen,
          children: [
            {
              index: true,
              handle: handle('Home', 'A trusted source of daily news updates.'),
              loader: async () => {
                await Promise.all([
                  queryClient.ensureQueryData(getTopArticlesQueryOptions(api)),
                  queryClient.ensureQueryData(getPublishersQueryOptions(api)),
                  queryClient.ensureQueryData(getStatsQueryOptions(api)),
                  queryClient.ensureQueryData(
                    getRecentArticlesQueryOptions(api, { limit: HOME_RECENT_LIMIT }),
                  ),
                ]);
                return null;
              },
              lazy: () => import('./routes/home'),
            },
            {
              path: 'allArticles',
              handle: handle(
                'All Articles',
                'Every approved article, newest first: search, and filter by publisher and tag.',
              ),
              loader: async ({ request }) => {
                const params = listParams(new URL(request.url).searchParams);
                await Promise.all([
                  queryClient.ensureQueryData(getPublishersQueryOptions(api)),
                  params.search
                    ? queryClient.ensureQueryData(
                        getSearchArticlesQueryOptions(api, {
                          search: params.search,
                          page: params.page,
                          limit: LIST_PAGE_SIZE,
                        }),
                      )
                    : queryClient.ensureQueryData(
                        getRecentArticlesQueryOptions(api, {
                          publisher: params.publisher,
                          tag: params.tag,
                          page: params.page,
                          limit: LIST_PAGE_SIZE,
                        }),
                      ),
                ]);
                return null;
              },
              lazy: () => import('./routes/all-articles'),
            },
            {
              path: 'search',
              handle: handle('Search'),
              loader: async ({ request }) => {
                const { search, page } = listParams(new URL(request.url).searchParams, 'q');
                if (search)
                  await queryClient.ensureQueryData(
                    getSearchArticlesQueryOptions(api, { search, page, limit: LIST_PAGE_SIZE }),
                  );
                return null;
              },
              lazy: () => import('./routes/search'),
            },
            {
              path: 'articlesDetails/:id',
              handle: { title: articleTitle, meta: articleMeta } satisfies RouteHandle,
              loader: async ({ params }) => {
                const id = idParam(params.id);
                try {
                  const [article] = await Promise.all([
                    queryClient.ensureQueryData(getArticleQueryOptions(api, id)),
                    queryClient.ensureQueryData(getRelatedArticlesQueryOptions(api, id)),
                  ]);
                  return article;
                } catch (error) {
                  if (error instanceof ApiError && (error.status === 404 || error.status === 400))
                    throw notFound();
                  throw error;
                }
              },
              lazy: () => import('./routes/article-details'),
            },
            {
              path: 'addArticles',
              handle: handle('Add Articles'),
              loader: async ({ request }) => {
                requireUser(ctx, request);
                await queryClient.ensureQueryData(getPublishersQueryOptions(api));
                return null;
              },
              lazy: () => import('./routes/add-article'),
            },
            {
              path: 'updateArticles/:id',
              handle: handle('Update Article'),
              loader: async ({ request, params }) => {
                requireUser(ctx, request);
                const id = idParam(params.id);
                try {
                  await Promise.all([
                    queryClient.fetchQuery({ ...getArticleQueryOptions(api, id), staleTime: 0 }),
                    queryClient.ensureQueryData(getPublishersQueryOptions(api)),
                  ]);
                } catch (error) {
                  if (error instanceof ApiError && (error.status === 404 || error.status === 400))
                    throw notFound();
                  throw error;
                }
                return null;
              },
              lazy: () => import('./routes/update-article'),
            },
            {
              path: 'myArticles',
              handle: handle('My Articles'),
              loader: async ({ request }) => {
                requireUser(ctx, request);
                const email = ctx.auth.getState().user?.email ?? '';
                const { page } = listParams(new URL(request.url).searchParams);
                await queryClient.ensureQueryData(
                  getMyArticlesQueryOptions(api, email, { page, limit: LIST_PAGE_SIZE }),
                );
                return null;
              },
              lazy: () => import('./routes/my-articles'),
            },
            {
              path: 'premiumArticles',
              handle: handle('Premium Articles'),
              loader: async ({ request }) => {
                requireUser(ctx, request);
                const { page } = listParams(new URL(request.url).searchParams);
                await queryClient.ensureQueryData(
                  getPremiumArticlesQueryOptions(api, { page, limit: LIST_PAGE_SIZE }),
                );
                return null;
              },
              lazy: () => import('./routes/premium-articles'),
            },
            {
              path: 'subscription/:price',
              handle: handle('Subscription'),
              loader: ({ request }) => {
                requireUser(ctx, request);
                return null;
              },
              lazy: () => import('./routes/subscription'),
            },
            {
              path: 'payment/:totalPrice',
              handle: handle('Payment'),
              loader: ({ request }) => {
                requireUser(ctx, request);
                return null;
              },
              lazy: () => import('./routes/payment'),
            },
            {
              path: 'paymentPage',
              handle: handle(
                'Plans and Payment',
                'Broadsheet premium plans: prices for 7 days, 30 days and a year, and how checkout works.',
              ),
              lazy: () => import('./routes/payment-page'),
            },
            {
              path: 'my-payment-history',
              handle: handle('My Payment History'),
              loader: async ({ request }) => {
                requireUser(ctx, request);
                const email = ctx.auth.getState().user?.email ?? '';
                const page = paymentHistoryPage(new URL(request.url).searchParams);
                await queryClient.ensureQueryData(
                  getPaymentHistoryQueryOptions(api, email, { page, limit: PAYMENT_HISTORY_PAGE_SIZE }),
                );
                return null;
              },
              lazy: () => import('./routes/my-payment-history'),
            },
            {
              path: 'login',
              handle: handle('Login'),
              loader: ({ request }) => signedInRedirect(ctx, request),
              lazy: () => import('./routes/login'),
            },
            {
              path: 'register',
              handle: handle('Register'),
              loader: ({ request }) => signedInRedirect(ctx, request),
              lazy: () => import('./routes/register'),
            },
            {
              path: 'forgot-password',
              handle: handle('Forgot password'),
              lazy: () => import('./routes/forgot-password'),
            },
            {
              path: 'reset-password',
              handle: handle('Choose a new password'),
              lazy: () => import('./routes/reset-password'),
            },
            {
              path: 'auth/google',
              handle: handle('Google sign-in'),
              lazy: () => import('./routes/google-popup'),
            },
            {
              path: 'updateUserProfile',
              handle: handle('Edit Profile'),
              loader: ({ request }) => {
                requireUser(ctx, request);
                return null;
              },
              lazy: () => import('./routes/update-profile'),
            },
            { path: 'about', handle: handle('About Us'), lazy: () => import('./routes/about') },
            { path: 'contact', handle: handle('Contact'), lazy: () => import('./routes/contact') },
            { path: 'privacy', handle: handle('Privacy Policy'), lazy: () => import('./routes/privacy') },
            { path: 'terms', handle: handle('Terms of Service'), lazy: () => import('./routes/terms') },
            {
              path: 'unsubscribe',
              handle: handle('Unsubscribe'),
              lazy: () => import('./routes/unsubscribe'),
            },
            {
              path: '*',
              handle: handle('Page not found'),
              loader: () => {
                throw notFound();
              },
            },
          ],
        },
      ],
    },
  ]);
}
