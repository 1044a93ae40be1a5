import { ACCOUNT_TEXTS } from '@shared/messages';
import { useSearchParams } from 'react-router';
import { PaymentHistoryList, SubscriptionSummary } from '../../features/account/components/payment-history';
import {
  PAYMENT_HISTORY_PAGE_SIZE,
  paymentHistoryPage,
  usePaymentHistory,
} from '../../features/payments/api/get-payment-history';
import { RenewalPanel } from '../../features/payments/components/renewal-panel';
import { useAuth } from '../../lib/auth';

/** The reader's own payments and where their subscription stands. */
export function Component() {
  const { user } = useAuth();
  const [searchParams] = useSearchParams();
  const page = paymentHistoryPage(searchParams);
  // The same key as the route's loader, so the first render reads its cache.
  const history = usePaymentHistory(user?.email ?? '', { page, limit: PAYMENT_HISTORY_PAGE_SIZE });
  const { data } = history;

  return (
    <div className="py-10">
      <h1 className="font-serif text-4xl font-bold text-stone-900 sm:text-5xl">
        {ACCOUNT_TEXTS.paymentHistory.title}
        {data ? ` (${data.total.toLocaleString('en-US')})` : ''}
      </h1>
      <SubscriptionSummary premiumUntil={user?.premiumUntil ?? null} />
      <RenewalPanel enabled={Boolean(user)} />
      <div className="mt-8">
        <PaymentHistoryList query={history} page={page} pageSize={PAYMENT_HISTORY_PAGE_SIZE} />
      </div>
    </div>
  );
}
