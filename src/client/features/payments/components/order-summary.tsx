import { SITE_TEXTS } from '@shared/messages';
import { SUBSCRIPTION_TEXTS } from '@shared/messages/subscriptions';
import { paths } from '@shared/paths';
import { formatDollars } from '@shared/plans';
import { DateText } from '../../../components/ui/date';
import { Link } from '../../../components/ui/link';
import type { Checkout } from '../checkout';

export function OrderSummary({
  checkout,
  premiumUntil,
  renew = false,
}: {
  checkout: Checkout;
  premiumUntil: string | null;
  renew?: boolean;
}) {
  const active = premiumUntil !== null && new Date(premiumUntil).getTime() > Date.now();
  return (
    <section
      aria-labelledby="order-summary-title"
      className="rounded-xl border border-stone-200 bg-stone-50 p-6 shadow-sm"
    >
      <h2 id="order-summary-title" className="font-serif text-2xl font-bold text-stone-900">
        Order summary
      </h2>
      <dl className="mt-4 space-y-3">
        <div className="flex justify-between gap-4">
          <dt className="text-stone-600">{SITE_TEXTS.payment.plan}</dt>
          <dd className="font-semibold text-stone-900">
            {checkout.plan.name}{' '}
            <span className="font-normal text-stone-500">({checkout.plan.description})</span>
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-stone-600">{SITE_TEXTS.payment.period}</dt>
          <dd className="font-semibold text-stone-900">{checkout.periodLabel}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-stone-600">{SITE_TEXTS.payment.price}</dt>
          <dd className="text-stone-900">${checkout.plan.price} / 30 days</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-stone-200 pt-3 text-lg">
          <dt className="font-semibold text-stone-900">{SITE_TEXTS.payment.total}</dt>
          <dd className="font-bold text-stone-900">{formatDollars(checkout.cents)}</dd>
        </div>
      </dl>
      <p className="mt-4 text-sm text-stone-600">
        {active && premiumUntil ? (
          <>
            You are Premium until <DateText iso={premiumUntil} style="long" />; these {checkout.days} days are
            added from that date.
          </>
        ) : (
          SITE_TEXTS.payment.startsAtOnce
        )}{' '}
        {renew
          ? SUBSCRIPTION_TEXTS.checkout.renewsEvery(SUBSCRIPTION_TEXTS.periodName(checkout.days))
          : 'One payment, no automatic renewal.'}
      </p>
      <Link
        to={paths.subscription(checkout.plan.price)}
        className="mt-4 inline-block text-sm font-semibold text-red-700 underline hover:text-red-800"
      >
        Change the period
      </Link>
    </section>
  );
}

export function TestModeBanner() {
  return (
    <aside
      aria-labelledby="test-mode-title"
      className="mb-6 rounded-lg border-2 border-dashed border-amber-500 bg-amber-50 p-4 text-amber-950"
    >
      <h2 id="test-mode-title" className="font-bold uppercase tracking-wide">
        TEST MODE
      </h2>
      <p className="mt-1 text-sm">
        Card payments on this site run in test mode: no real card is charged. Pay with one of these test
        cards:
      </p>
      <ul className="mt-2 space-y-1 text-sm">
        <li>
          <span className="font-mono font-semibold">4242 4242 4242 4242</span> succeeds
        </li>
        <li>
          <span className="font-mono font-semibold">4000 0000 0000 0002</span> is declined
        </li>
        <li>
          <span className="font-mono font-semibold">4000 0000 0000 9995</span> has insufficient funds
        </li>
      </ul>
      <p className="mt-2 text-sm">{SITE_TEXTS.payment.anyExpiry}</p>
    </aside>
  );
}
