import { PLAN_FEATURES, PLANS, SUBSCRIPTION_PERIODS } from '@shared/constants';
import { SITE_TEXTS } from '@shared/messages';
import { paths } from '@shared/paths';
import { amountCents, FREE_PLAN_DAYS, formatDollars } from '@shared/plans';
import { Link } from '../../../components/ui/link';
import { primaryLink } from './plan-link';

/** Every plan's price for every period, each with its way to checkout: the amounts the server charges. */
export function PlanPriceTable() {
  return (
    <section aria-labelledby="prices-title" className="mt-10">
      <h2 id="prices-title" className="font-serif text-3xl font-bold text-stone-900">
        Prices
      </h2>
      {/* relative: the visually hidden header text is placed inside this scroll box, not beside the page. */}
      <div className="relative mt-4 overflow-x-auto rounded-lg border border-stone-200 bg-white shadow-sm">
        <table className="min-w-full divide-y divide-stone-200 text-left">
          <caption className="px-4 py-3 text-left text-sm text-stone-600">
            What each plan costs for each period, in US dollars. All plans include {PLAN_FEATURES.join(', ')}.
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
                <span className="sr-only">{SITE_TEXTS.plans.choose}</span>
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
  );
}
