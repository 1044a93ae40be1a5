import { paths } from '@shared/paths';
import { planById } from '@shared/plans';
import type { Payment } from '@shared/schemas/payments';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state';
import { Pagination } from '../../components/ui/pagination';
import { QueryState } from '../../components/ui/query-state';
import {
  PAYMENT_HISTORY_PAGE_SIZE,
  paymentHistoryPage,
  usePaymentHistory,
} from '../../features/payments/api/get-payment-history';
import { useAuth } from '../../lib/auth';
import { useHydrated } from '../../lib/use-hydrated';

function LocalDate({ iso, withTime = false }: { iso: string; withTime?: boolean }) {
  const hydrated = useHydrated();
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <time dateTime={date.toISOString()}>
      {hydrated
        ? date.toLocaleString(
            undefined,
            withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'long' },
          )
        : date.toISOString().slice(0, 10)}
    </time>
  );
}

function SubscriptionState({ premiumUntil }: { premiumUntil: string | null }) {
  const active = premiumUntil !== null && new Date(premiumUntil).getTime() > Date.now();
  return (
    <section
      aria-label="Subscription"
      className={`mt-6 flex flex-wrap items-center justify-between gap-4 rounded-lg p-4 ring-1 ${
        active ? 'bg-amber-50 text-amber-900 ring-amber-200' : 'bg-stone-50 text-stone-700 ring-stone-200'
      }`}
    >
      {active && premiumUntil ? (
        <p className="font-semibold">
          Premium until <LocalDate iso={premiumUntil} />
        </p>
      ) : (
        <p className="font-semibold">No active subscription</p>
      )}
      <Link to={paths.paymentPage} className="font-semibold text-red-700 underline hover:text-red-800">
        {active ? 'Extend your subscription' : 'See the plans'}
      </Link>
    </section>
  );
}

function planLabel(payment: Payment): string {
  const name = planById(payment.plan)?.name ?? payment.plan;
  const period = payment.days === 365 ? '1 year' : `${payment.days} days`;
  return `${name} · ${period}`;
}

function HistoryTable({ payments, page }: { payments: Payment[]; page: number }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-stone-200 bg-white shadow-sm">
      <table className="min-w-full divide-y divide-stone-200 text-left text-sm">
        <caption className="px-4 py-3 text-left text-stone-600">Your payments, newest first.</caption>
        <thead className="bg-stone-50 text-xs font-bold uppercase tracking-wide text-stone-600">
          <tr>
            <th scope="col" className="px-4 py-3">
              Serial No
            </th>
            <th scope="col" className="px-4 py-3">
              Author info
            </th>
            <th scope="col" className="px-4 py-3">
              Transaction ID
            </th>
            <th scope="col" className="px-4 py-3">
              Date
            </th>
            <th scope="col" className="px-4 py-3">
              Plan
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Total price
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {payments.map((payment, index) => (
            <tr key={payment._id} className="align-top">
              <td className="px-4 py-3 text-stone-500">
                {(page - 1) * PAYMENT_HISTORY_PAGE_SIZE + index + 1}
              </td>
              <td className="px-4 py-3">
                <p className="font-semibold text-stone-900">{payment.name}</p>
                <p className="text-stone-600">{payment.email}</p>
              </td>
              <td className="px-4 py-3 font-mono text-xs break-all text-stone-700">
                {payment.transactionId}
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-stone-700">
                <LocalDate iso={payment.date} withTime />
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-stone-700">{planLabel(payment)}</td>
              <td className="whitespace-nowrap px-4 py-3 text-right font-semibold tabular-nums text-stone-900">
                ${payment.totalPrice.toFixed(2)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

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
        My Payment History{data ? ` (${data.total.toLocaleString('en-US')})` : ''}
      </h1>
      <SubscriptionState premiumUntil={user?.premiumUntil ?? null} />

      <div className="mt-8">
        {data ? (
          data.total === 0 ? (
            <EmptyState
              title="No payments yet"
              links={[
                { to: paths.home, label: 'Go to Home' },
                { to: paths.allArticles, label: 'All Articles' },
              ]}
            >
              <p>When you subscribe, each payment appears here with its transaction id.</p>
            </EmptyState>
          ) : data.items.length === 0 ? (
            <p className="text-stone-600">
              There is nothing on this page.{' '}
              <Link to={paths.myPaymentHistory} className="font-semibold text-red-700 underline">
                Go to the first page
              </Link>
            </p>
          ) : (
            <>
              <HistoryTable payments={data.items} page={page} />
              <Pagination
                page={page}
                total={data.total}
                pageSize={PAYMENT_HISTORY_PAGE_SIZE}
                label="Payment history pages"
              />
            </>
          )
        ) : (
          <QueryState
            inline
            error={history.error}
            what="your payments"
            onRetry={() => void history.refetch()}
          />
        )}
      </div>
    </div>
  );
}
