import { planByPrice } from '@shared/plans';
import { guarded } from '../loaders';

/** The free plan's page knows at once whether the reader has taken the free month (loaded with the page). */
export const subscriptionLoader = guarded('reader', async ({ api, queryClient }, { params }) => {
  if (planByPrice(params.price ?? '')?.price !== 0) return null;
  const { getFreeMonthStatusQueryOptions } = await import('../../features/plans/api/get-free-month-status');
  await queryClient.ensureQueryData(getFreeMonthStatusQueryOptions(api));
  return null;
});
