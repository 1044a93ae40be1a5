import { guarded } from './loaders';

/** The newsletter screen's data, through a module loaded with the dashboard only. */
export const newsletterDeskLoader = guarded('editor', async (ctx) => {
  const { prefetchNewsletterDesk } = await import('../features/newsletter-desk/prefetch');
  await prefetchNewsletterDesk(ctx);
});

/** The readership screen's numbers for the range in its address, through a module loaded with it. */
export const readershipLoader = guarded('editor', async (ctx, { url }) => {
  const { prefetchReadership } = await import('../features/readership/prefetch');
  await prefetchReadership(ctx, url);
});
