import { SUBSCRIPTION_PERIODS } from '@shared/constants';
import { SITE_TEXTS } from '@shared/messages';
import { SUBSCRIPTION_TEXTS } from '@shared/messages/subscriptions';
import { paths } from '@shared/paths';
import { formatDollars, planById } from '@shared/plans';
import type { Payment } from '@shared/schemas/payments';
import { DateText } from '../../../components/ui/date';
import { Link } from '../../../components/ui/link';
import { useSiteName } from '../../../lib/app-context';
import { useHydrated } from '../../../lib/use-hydrated';
import { payButtonClass } from './pay-button';

const TEXTS = SITE_TEXTS.payment.confirmation;
const RECEIPT = SUBSCRIPTION_TEXTS.receipt;

/** The site's own address as the reader sees it (the server renders no viewer's origin). */
function useSiteOrigin() {
  const hydrated = useHydrated();
  return hydrated ? window.location.host : '';
}
const secondaryLink =
  'inline-flex items-center justify-center rounded border border-red-700 px-5 py-3 font-semibold text-red-700 hover:bg-red-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700/40';

/** A day that may wrap: with large text on a phone a long date needs two lines. */
function LocalDay({ iso }: { iso: string }) {
  return <DateText iso={iso} style="long" className="" />;
}

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 border-t border-stone-200 py-3 first:border-t-0">
      <dt className="text-stone-600">{term}</dt>
      <dd className="min-w-0 font-semibold text-stone-900">{children}</dd>
    </div>
  );
}

/** What a payment bought, read back from the server once it is recorded: the receipt of the purchase. */
export function PaymentConfirmation({ payment }: { payment: Payment }) {
  const siteName = useSiteName();
  const origin = useSiteOrigin();
  const planName = planById(payment.plan)?.name ?? payment.plan;
  const period =
    SUBSCRIPTION_PERIODS.find((candidate) => candidate.days === payment.days)?.label ??
    `${payment.days} days`;
  return (
    <section aria-labelledby="payment-confirmed-title" className="mx-auto max-w-2xl py-10">
      <h1 id="payment-confirmed-title" className="font-serif text-4xl font-bold text-stone-900 sm:text-5xl">
        {TEXTS.title}
      </h1>
      <p className="mt-3 text-lg text-stone-700">
        Thank you, {payment.name}. Your {planName} subscription for {period} is{' '}
        {payment.totalPrice > 0 ? 'paid' : 'active'}: you are Premium until{' '}
        <LocalDay iso={payment.premiumUntil} />.
      </p>
      <dl className="mt-8 rounded-xl border border-stone-200 bg-white px-6 py-3 shadow-sm print:shadow-none">
        <Row term={RECEIPT.seller}>
          {siteName}
          {origin ? <span className="font-normal text-stone-600"> ({origin})</span> : null}
        </Row>
        <Row term={SITE_TEXTS.payment.plan}>{planName}</Row>
        <Row term={SITE_TEXTS.payment.period}>{period}</Row>
        <Row term={TEXTS.amount}>{formatDollars(Math.round(payment.totalPrice * 100))}</Row>
        <Row term={TEXTS.paidOn}>
          <LocalDay iso={payment.date} />
        </Row>
        <Row term={TEXTS.premiumUntil}>
          <LocalDay iso={payment.premiumUntil} />
        </Row>
        <Row term={TEXTS.transactionId}>
          <span className="break-all font-mono text-sm">{payment.transactionId}</span>
        </Row>
      </dl>
      <p className="mt-4 text-sm text-stone-600">{RECEIPT.note}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row print:hidden">
        <button type="button" onClick={() => window.print()} className={secondaryLink}>
          {RECEIPT.print}
        </button>
        <Link to={paths.premiumArticles} className={`${payButtonClass} sm:w-auto`}>
          {TEXTS.read}
        </Link>
        <Link to={paths.myPaymentHistory} className={secondaryLink}>
          {TEXTS.history}
        </Link>
      </div>
    </section>
  );
}
