import { paths } from '@shared/paths';
import { redirect } from 'react-router';
import { guarded } from '../loaders';

/**
 * `/payment/{amount}` alone is paid as the one plan and period with that amount; an amount that names none
 * of them sends the reader to choose a plan (an address that names a plan keeps the unknown-plan screen).
 * The checks load with the page, not with the site's first script.
 */
export const paymentLoader = guarded('reader', async (_ctx, { params, url }) => {
  const [{ namesNoPlan, parseCheckout }, { CHOOSE_PLAN_PARAM }] = await Promise.all([
    import('../../features/payments/checkout'),
    import('../../features/plans/components/choose-plan-notice'),
  ]);
  if (namesNoPlan(url.searchParams) && !parseCheckout(params.totalPrice ?? '', null, null))
    throw redirect(`${paths.paymentPage}?${CHOOSE_PLAN_PARAM}=1`);
  return null;
});
