import {
  getPaymentHistoryQueryOptions,
  PAYMENT_HISTORY_PAGE_SIZE,
  paymentHistoryPage,
} from '../../features/payments/api/get-payment-history';
import { queryLoader } from '../loaders';

/** The signed-in reader's payments, the page the address asks for. */
export const myPaymentHistoryLoader = queryLoader('reader', ({ api, auth }, { url }) =>
  getPaymentHistoryQueryOptions(api, auth.getState().user?.email ?? '', {
    page: paymentHistoryPage(url.searchParams),
    limit: PAYMENT_HISTORY_PAGE_SIZE,
  }),
);
