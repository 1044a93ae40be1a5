import { PLAN_FEATURES, PLANS, SUBSCRIPTION_PERIODS } from '@shared/constants';
import { paths } from '@shared/paths';
import { amountCents, FREE_PLAN_DAYS, formatDollars } from '@shared/plans';
import { Link } from 'react-router';
import { useFeatures } from '../../lib/app-context';
import { useAuth } from '../../lib/auth';

const primaryLink =
  'inline-block rounded bg-red-700 px-4 py-2 text-center font-semibold text-white hover:bg-red-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700 focus-visible:ring-offset-2';

/** Prices and how checkout works (public): every amount comes from the same formula the server charges. */
export function Component() {
  const { user } = useAuth();
  const { stripePublishableKey } = useFeatures();
  const signInPath = `${paths.login}?from=${encodeURIComponent(paths.paymentPage)}`;

  return (
    <div className="mx-auto max-w-5xl py-10">
      <h1 className="font-serif text-4xl font-bold text-stone-900 sm:text-5xl">Plans, prices and payment</h1>
      <p className="mt-3 max-w-prose text-lg text-stone-600">
        A subscription unlocks every premium article for as long as it runs. Each plan's price covers 30 days;
        pay for 7 days, 30 days or a whole year at the same price per day.
      </p>

      {user ? null : (
        <div className="mt-6 flex flex-wrap items-center justify-between gap-4 rounded-lg bg-stone-50 p-5 ring-1 ring-stone-200">
          <p className="text-stone-700">
            Subscriptions belong to an account: sign in first, then choose a plan.
          </p>
          <Link to={signInPath} className={primaryLink}>
            Sign in to subscribe
          </Link>
        </div>
      )}

      <section aria-labelledby="prices-title" className="mt-10">
        <h2 id="prices-title" className="font-serif text-3xl font-bold text-stone-900">
          Prices
        </h2>
        <div className="mt-4 overflow-x-auto rounded-lg border border-stone-200 bg-white shadow-sm">
          <table className="min-w-full divide-y divide-stone-200 text-left">
            <caption className="px-4 py-3 text-left text-sm text-stone-600">
              What each plan costs for each period, in US dollars. All plans include{' '}
              {PLAN_FEATURES.join(', ')}.
            </caption>
            <thead className="bg-stone-50 text-xs font-bold uppercase tracking-wide text-stone-600">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Plan
                </th>
                {SUBSCRIPTION_PERIODS.map((period) => (
                  <th key={period.days} scope="col" className="px-4 py-3 text-right">
                    {period.label}
                  </th>
                ))}
                <th scope="col" className="px-4 py-3">
                  <span className="sr-only">Choose</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {PLANS.map((plan) => (
                <tr key={plan.id}>
                  <th scope="row" className="px-4 py-4 font-normal">
                    <span className="block font-semibold text-stone-900">{plan.name}</span>
                    <span className="block text-sm text-stone-500">
                      ${plan.price} / 30 days · {plan.description}
                    </span>
                  </th>
                  {plan.price === 0 ? (
                    <td colSpan={SUBSCRIPTION_PERIODS.length} className="px-4 py-4 text-right text-stone-700">
                      Free for {FREE_PLAN_DAYS} days, once per account, no card needed
                    </td>
                  ) : (
                    SUBSCRIPTION_PERIODS.map((period) => (
                      <td key={period.days} className="px-4 py-4 text-right font-semibold tabular-nums">
                        {formatDollars(amountCents(plan, period.days))}
                      </td>
                    ))
                  )}
                  <td className="px-4 py-4 text-right">
                    <Link
                      to={paths.subscription(plan.price)}
                      className={primaryLink}
                      aria-label={`Choose a plan: ${plan.name}`}
                    >
                      Choose a plan
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="how-title" className="mt-12 grid gap-8 md:grid-cols-2">
        <div>
          <h2 id="how-title" className="font-serif text-3xl font-bold text-stone-900">
            How premium access works
          </h2>
          <ul className="mt-4 list-disc space-y-2 pl-5 text-stone-700">
            <li>Premium starts the moment your payment goes through and unlocks every premium article.</li>
            <li>
              Buying again while you are subscribed adds the new days to the end of your current subscription;
              nothing is lost.
            </li>
            <li>There is no automatic renewal: you pay once per period, and nothing is charged later.</li>
            <li>The free month can be used once per account and needs no card.</li>
            <li>
              Every payment appears in{' '}
              <Link to={paths.myPaymentHistory} className="font-semibold text-red-700 underline">
                My Payment History
              </Link>
              , and your profile menu shows the date your premium lasts until.
            </li>
          </ul>
        </div>
        <div>
          <h2 className="font-serif text-3xl font-bold text-stone-900">Checkout</h2>
          <ol className="mt-4 list-decimal space-y-2 pl-5 text-stone-700">
            <li>Choose a plan, then a period: 7 days, 30 days or 1 year.</li>
            <li>Check the order summary; the amount is computed by our server from the plan and period.</li>
            <li>Pay by card. Your card is charged once, and Broadsheet never stores card details.</li>
          </ol>
          {stripePublishableKey ? null : (
            <p className="mt-4 rounded-lg border-2 border-dashed border-amber-500 bg-amber-50 p-4 text-sm text-amber-950">
              <strong>Test mode:</strong> card payments on this site are not real. Pay with the test card 4242
              4242 4242 4242 (any future expiry, any CVC); 4000 0000 0000 0002 is declined and 4000 0000 0000
              9995 has insufficient funds.
            </p>
          )}
        </div>
      </section>
    </div>
  );
}
