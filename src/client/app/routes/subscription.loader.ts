import { planByPrice } from '@shared/plans';
import { getFreeMonthStatusQueryOptions } from '../../features/plans/api/get-free-month-status';
import { queryLoader } from '../loaders';

/** The free plan's page knows at once whether the reader has taken the free month. */
export const subscriptionLoader = queryLoader('reader', ({ api }, { params }) =>
  planByPrice(params.price ?? '')?.price === 0 ? getFreeMonthStatusQueryOptions(api) : null,
);
