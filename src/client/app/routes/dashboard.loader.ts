import { paths } from '@shared/paths';
import { redirect } from 'react-router';
import { getPublishersQueryOptions } from '../../features/publishers/api/get-publishers';
import { guarded, idParam, notFoundOn404, queryLoader } from '../loaders';

type Prefetches = typeof import('../../features/admin/prefetch');

/**
 * A dashboard screen's data, loaded by the admin API layer. The router imports that module only when a
 * dashboard route loads, so readers never download it. Each screen guards itself too: the loaders of a
 * route and its parent run side by side.
 */
export const adminScreenLoader = (
  prefetch: Exclude<keyof Prefetches, 'prefetchAdminHome'>,
  access: 'editor' | 'admin' = 'admin',
) =>
  guarded(access, async (ctx, { request }) => {
    const prefetches = await import('../../features/admin/prefetch');
    await prefetches[prefetch](ctx, request.url);
  });

export const adminHomeLoader = guarded('admin', async (ctx) => {
  const { prefetchAdminHome } = await import('../../features/admin/prefetch');
  await prefetchAdminHome(ctx);
});

export const publishersAdminLoader = queryLoader('editor', ({ api }) => getPublishersQueryOptions(api));

/** The decline form over the list. No id: back to the list; a malformed one stays, and the dialog says so. */
export const declineModalLoader = guarded('editor', (_ctx, { url }) => {
  if (!url.searchParams.get('id')) throw redirect(paths.dashboardArticles);
});

/** An article's history: its revisions, loaded before the screen shows; an unknown article is a 404 page. */
export const articleHistoryLoader = guarded(
  'editor',
  notFoundOn404(async ({ queryClient, api }, { params }) => {
    const { getArticleHistoryQueryOptions } = await import('../../features/admin/api/article-history');
    await queryClient.ensureQueryData(getArticleHistoryQueryOptions(api, idParam(params.id)));
  }),
);

/** An article in review, loaded before the screen shows; an unknown article is a 404 page. */
export const articleReviewLoader = guarded(
  'editor',
  notFoundOn404(async ({ queryClient, api }, { params }) => {
    const { getArticleReviewQueryOptions } = await import('../../features/admin/api/article-review');
    await queryClient.ensureQueryData(getArticleReviewQueryOptions(api, idParam(params.id)));
  }),
);
