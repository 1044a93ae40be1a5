import { paths } from '@shared/paths';
import { redirect } from 'react-router';
import { getPublishersQueryOptions } from '../../features/publishers/api/get-publishers';
import { guarded, queryLoader } from '../loaders';

type Prefetches = typeof import('../../features/admin/prefetch');

/**
 * A dashboard screen's data, loaded by the admin API layer. The router imports that module only when a
 * dashboard route loads, so readers never download it. Each screen guards itself too: the loaders of a
 * route and its parent run side by side.
 */
export const adminScreenLoader = (prefetch: Exclude<keyof Prefetches, 'prefetchAdminHome'>) =>
  guarded('admin', async (ctx, { request }) => {
    const prefetches = await import('../../features/admin/prefetch');
    await prefetches[prefetch](ctx, request.url);
  });

export const dashboardLoader = guarded('admin');

export const adminHomeLoader = guarded('admin', async (ctx) => {
  const { prefetchAdminHome } = await import('../../features/admin/prefetch');
  await prefetchAdminHome(ctx);
});

export const publishersAdminLoader = queryLoader('admin', ({ api }) => getPublishersQueryOptions(api));

/** The decline form over the list. No id: back to the list; a malformed one stays, and the dialog says so. */
export const declineModalLoader = guarded('admin', (_ctx, { url }) => {
  if (!url.searchParams.get('id')) throw redirect(paths.dashboardArticles);
});
