import { guarded, idParam, notFoundOn404 } from '../loaders';

/**
 * The payment the confirmation page shows, read from the server (the buyer's own, or any for an admin);
 * its query loads with the page, not with the site's first script.
 */
export const paymentConfirmationLoader = guarded(
  'reader',
  notFoundOn404(async ({ queryClient, api }, { params }) => {
    const id = idParam(params.id);
    const { getPaymentQueryOptions } = await import('../../features/payments/api/get-payment');
    return queryClient.ensureQueryData(getPaymentQueryOptions(api, id));
  }),
);
