import { ACCOUNT_TEXTS } from '@shared/messages';
import { paths } from '@shared/paths';
import { planPeriodLabel } from '@shared/plans';
import type { Payment } from '@shared/schemas/payments';
import { DateText } from '../../../components/ui/date';
import { EmptyState } from '../../../components/ui/empty-state';
import { Link } from '../../../components/ui/link';
import { type Column, type PagedQuery, PagedTable, tdClass } from '../../../components/ui/paged-table';
import { isPremiumActive } from './premium-active';

const TEXTS = ACCOUNT_TEXTS.paymentHistory;

/** The reader's subscription over their payments: until when it runs, and a way to extend or start one. */
export function SubscriptionSummary({ premiumUntil }: { premiumUntil: string | null }) {
  const active = isPremiumActive(premiumUntil);
  return (
    <section
      aria-label={ACCOUNT_TEXTS.profile.subscription}
      className={`mt-6 flex flex-wrap items-center justify-between gap-4 rounded-lg p-4 ring-1 ${
        active ? 'bg-amber-50 text-amber-900 ring-amber-200' : 'bg-stone-50 text-stone-700 ring-stone-200'
      }`}
    >
      <p className="font-semibold">
        {active ? (
          <>
            {TEXTS.premiumUntil} <DateText iso={premiumUntil} style="long" />
          </>
        ) : (
          TEXTS.noSubscription
        )}
      </p>
      <Link to={paths.paymentPage} className="font-semibold text-red-700 underline hover:text-red-800">
        {active ? TEXTS.extend : TEXTS.seePlans}
      </Link>
    </section>
  );
}

function PaymentRow({ payment, serial }: { payment: Payment; serial: number }) {
  return (
    <tr className="align-top">
      <td className={`${tdClass} text-stone-500`}>{serial}</td>
      <td className={tdClass}>
        <p className="font-semibold text-stone-900">{payment.name}</p>
        <p className="text-stone-600">{payment.email}</p>
      </td>
      <td className={`${tdClass} font-mono text-xs break-all text-stone-700`}>
        {/* The transaction opens its printable receipt. */}
        <Link
          to={paths.paymentConfirmation(payment._id)}
          className="text-red-700 underline hover:text-red-800"
        >
          {payment.transactionId}
        </Link>
      </td>
      <td className={`${tdClass} whitespace-nowrap text-stone-700`}>
        <DateText iso={payment.date} style="moment" />
      </td>
      <td className={`${tdClass} whitespace-nowrap text-stone-700`}>
        {planPeriodLabel(payment.plan, payment.days)}
      </td>
      <td className={`${tdClass} whitespace-nowrap text-right font-semibold tabular-nums text-stone-900`}>
        ${payment.totalPrice.toFixed(2)}
      </td>
    </tr>
  );
}

const { columns } = TEXTS;
const COLUMNS: Column[] = [
  columns.serial,
  columns.author,
  columns.transaction,
  columns.date,
  columns.plan,
  [columns.total, 'text-right'],
];

/** The reader's own payments, newest first, a page at a time; an empty history points onward. */
export function PaymentHistoryList({
  query,
  page,
  pageSize,
}: {
  query: PagedQuery<Payment>;
  page: number;
  pageSize: number;
}) {
  return (
    <PagedTable
      inline
      query={query}
      what={TEXTS.what}
      caption={TEXTS.caption}
      columns={COLUMNS}
      page={page}
      pageSize={pageSize}
      pagesLabel={TEXTS.pages}
      empty={
        <EmptyState
          title={TEXTS.emptyTitle}
          links={[
            { to: paths.home, label: TEXTS.goHome },
            { to: paths.allArticles, label: TEXTS.allArticles },
          ]}
        >
          <p>{TEXTS.emptyText}</p>
        </EmptyState>
      }
      row={(payment, index) => (
        <PaymentRow key={payment._id} payment={payment} serial={(page - 1) * pageSize + index + 1} />
      )}
    />
  );
}
