import { getPaymentQueryOptions } from '../../features/payments/api/get-payment';
import { guarded, idParam, notFoundOn404 } from '../loaders';

/** The payment the confirmation page shows, read from the server (the buyer's own, or any for an admin). */
export const paymentConfirmationLoader = guarded(
  'reader',
  notFoundOn404(({ queryClient, api }, { params }) =>
    queryClient.ensureQueryData(getPaymentQueryOptions(api, idParam(params.id))),
  ),
);
