/**
 * The loaders of pages whose code and data come only when they are opened (the dashboard, the writer's,
 * saver's and payer's screens, the newsletter's links): each imports its module on first use, so the
 * route tree in router.tsx stays light for readers.
 */
import { getMeQueryOptions } from '../features/account/api/get-me';
import { signedInRedirect } from './guards';
import { guarded, lazyLoader, type RouteLoader } from './loaders';

/** The dashboard's loaders, loaded with the dashboard. */
const dashboard = () => import('./routes/dashboard.loader');
export const dashboardLoader = guarded('editor');
export const adminHomeLoader = lazyLoader(async () => (await dashboard()).adminHomeLoader);
export const adminScreenLoader = (
  ...args: Parameters<typeof import('./routes/dashboard.loader').adminScreenLoader>
) => lazyLoader(async () => (await dashboard()).adminScreenLoader(...args));
export const articleHistoryLoader = lazyLoader(async () => (await dashboard()).articleHistoryLoader);
export const articleReviewLoader = lazyLoader(async () => (await dashboard()).articleReviewLoader);
export const declineModalLoader = lazyLoader(async () => (await dashboard()).declineModalLoader);
export const publishersAdminLoader = lazyLoader(async () => (await dashboard()).publishersAdminLoader);
/** The writer's, the saver's and the payer's screens: their loaders come with them. */
export const addArticleLoader = lazyLoader(
  async () => (await import('./routes/add-article.loader')).addArticleLoader,
);
export const updateArticleLoader = lazyLoader(
  async () => (await import('./routes/update-article.loader')).updateArticleLoader,
);
export const myPaymentHistoryLoader = lazyLoader(
  async () => (await import('./routes/my-payment-history.loader')).myPaymentHistoryLoader,
);
export const myArticlesLoader = lazyLoader(
  async () => (await import('./routes/my-articles.loader')).myArticlesLoader,
);
export const myArticleHistoryLoader = lazyLoader(
  async () => (await import('./routes/my-articles.loader')).myArticleHistoryLoader,
);
export const savedLoader = lazyLoader(async () => (await import('./routes/saved.loader')).savedLoader);
export const subscriptionLoader = lazyLoader(
  async () => (await import('./routes/subscription.loader')).subscriptionLoader,
);
export const paymentLoader = lazyLoader(async () => (await import('./routes/payment.loader')).paymentLoader);
export const paymentConfirmationLoader = lazyLoader(
  async () => (await import('./routes/payment-confirmation.loader')).paymentConfirmationLoader,
);

export const signedOutOnly = guarded('anyone', (ctx, { request }) => signedInRedirect(ctx, request));
/** The profile and its newsletter switch; the switch's query comes with the page, off the home page's script. */
export const withProfile = guarded('reader', async ({ api, queryClient }) => {
  const { getNewsletterSubscriptionQueryOptions } = await import(
    '../features/newsletter/api/get-subscription'
  );
  await Promise.all([
    queryClient.ensureQueryData(getMeQueryOptions(api)),
    queryClient.ensureQueryData(getNewsletterSubscriptionQueryOptions(api)),
  ]);
});
/** The newsletter screen's data, through a module loaded with the dashboard only. */
export const newsletterDeskLoader = guarded('editor', async (ctx) => {
  const { prefetchNewsletterDesk } = await import('../features/newsletter-desk/prefetch');
  await prefetchNewsletterDesk(ctx);
});
/** Loaded with the page it serves, which readers reach from a newsletter's link. */
export const newsletterIssueLoader: RouteLoader = (ctx) => async (args) =>
  (await import('./routes/newsletter-issue.loader')).newsletterIssueLoader(ctx)(args);
/** Loaded with the page it serves, which only a link in a confirmation mail opens. */
export const newsletterConfirmLoader: RouteLoader = (ctx) => async (args) =>
  (await import('./routes/newsletter-confirm.loader')).newsletterConfirmLoader(ctx)(args);
/** The readership screen's numbers for the range in its address, through a module loaded with it. */
export const readershipLoader = guarded('editor', async (ctx, { url }) => {
  const { prefetchReadership } = await import('../features/readership/prefetch');
  await prefetchReadership(ctx, url);
});
/** The revenue screen's numbers, through a module loaded with it. */
export const revenueLoader = guarded('editor', async (ctx, { url }) => {
  const { prefetchRevenue } = await import('../features/revenue/prefetch');
  await prefetchRevenue(ctx, url);
});
