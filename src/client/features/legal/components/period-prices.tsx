import { PLANS, SUBSCRIPTION_PERIODS } from '@shared/constants';
import { SITE_TEXTS } from '@shared/messages';
import { amountCents, formatDollars } from '@shared/plans';

/** What each paid plan costs for each period, as the server charges it. */
export function PeriodPrices() {
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{SITE_TEXTS.plans.pricesCaption}</caption>
        <thead>
          <tr className="border-b-2 border-stone-300 text-stone-900">
            <th scope="col" className="py-2 pr-4 font-semibold">
              Plan
            </th>
            {SUBSCRIPTION_PERIODS.map((period) => (
              <th key={period.days} scope="col" className="py-2 pr-4 font-semibold">
                {period.days} days
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {PLANS.filter((plan) => plan.price > 0).map((plan) => (
            <tr key={plan.id} className="border-b border-stone-200">
              <th scope="row" className="py-2 pr-4 font-semibold text-stone-900">
                {plan.name}
              </th>
              {SUBSCRIPTION_PERIODS.map((period) => (
                <td key={period.days} className="py-2 pr-4 tabular-nums">
                  {formatDollars(amountCents(plan, period.days))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
