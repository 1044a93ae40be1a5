import { data, type RouteObject, redirect } from 'react-router';
import { MainLayout } from '../components/layout/main-layout';
import { RouteErrorScreen } from '../components/layout/route-error-screen';
import {
  getRecentArticlesQueryOptions,
  HOME_RECENT_LIMIT,
} from '../features/articles/api/get-recent-articles';
import { getTopArticlesQueryOptions } from '../features/articles/api/get-top-articles';
import { getPublishersQueryOptions } from '../features/publishers/api/get-publishers';
import { getStatsQueryOptions } from '../features/stats/api/get-stats';
import { requireAdmin, requireUser, returnPath } from './guards';
import type { RouteContext, RouteHandle } from './route-context';

const handle = (title: string, description?: string): RouteHandle => ({ title, description });

/** The route tree, shared by the server renderer and the browser (DESIGN §2 "rendering"). */
export function createRoutes(ctx: RouteContext): RouteObject[] {
  const { queryClient, api } = ctx;
  return [
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
          loader: ({ request }) => {
            requireAdmin(ctx, request);
            return null;
          },
          lazy: () => import('./routes/dashboard/admin-home'),
        },
      ],
    },
    {
      id: 'root',
      Component: MainLayout,
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
                throw data(null, { status: 404, statusText: 'Not Found' });
              },
            },
          ],
        },
      ],
    },
  ];
}
