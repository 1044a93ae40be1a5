import { SITE_TEXTS } from '@shared/messages';
import { paths } from '@shared/paths';
import { useSearchParams } from 'react-router';
import { Link } from '../../components/ui/link';
import { CHOOSE_PLAN_PARAM, ChoosePlanNotice } from '../../features/plans/components/choose-plan-notice';
import { HowPremiumWorks } from '../../features/plans/components/how-premium-works';
import { primaryLink } from '../../features/plans/components/plan-link';
import { PlanPriceTable } from '../../features/plans/components/plan-price-table';
import { useAuth } from '../../lib/auth';

/** Prices and how checkout works (public): every amount comes from the same formula the server charges. */
export function Component() {
  const { user } = useAuth();
  const [searchParams] = useSearchParams();
  const signInPath = `${paths.login}?from=${encodeURIComponent(paths.paymentPage)}`;

  return (
    <div className="mx-auto max-w-5xl py-10">
      <h1 className="font-serif text-4xl font-bold text-stone-900 sm:text-5xl">
        {SITE_TEXTS.plans.pageTitle}
      </h1>
      <p className="mt-3 max-w-prose text-lg text-stone-600">
        A subscription unlocks every premium article for as long as it runs. Each plan's price covers 30 days;
        pay for 7 days, 30 days or a whole year at the same price per day.
      </p>
      {searchParams.has(CHOOSE_PLAN_PARAM) ? <ChoosePlanNotice /> : null}

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

      <PlanPriceTable />

      <HowPremiumWorks />
    </div>
  );
}
