import { paths } from '@shared/paths';
import { planByPrice } from '@shared/plans';
import { useParams } from 'react-router';
import { Link } from '../../components/ui/link';
import {
  CurrentSubscription,
  FreePlan,
  PaidPlan,
  PlanSummary,
} from '../../features/plans/components/subscription-plans';
import { UnknownPlan } from '../../features/plans/components/unknown-plan';
import { useAuth } from '../../lib/auth';

export function Component() {
  const { price = '' } = useParams();
  const { user } = useAuth();
  const plan = planByPrice(price);
  if (!plan) return <UnknownPlan link="plan" />;

  return (
    <div className="mx-auto max-w-3xl py-10">
      <p className="text-sm font-semibold uppercase tracking-wide text-stone-500">{plan.title}</p>
      <h1 className="mt-1 font-serif text-4xl font-bold text-stone-900 sm:text-5xl">{plan.name}</h1>
      <CurrentSubscription premiumUntil={user?.premiumUntil ?? null} />
      <div className="mt-6">
        <PlanSummary plan={plan} />
      </div>
      {plan.price === 0 ? <FreePlan /> : <PaidPlan plan={plan} />}
      <p className="mt-10 text-sm text-stone-600">
        Not the plan you wanted?{' '}
        <Link to={paths.paymentPage} className="font-semibold text-red-700 underline hover:text-red-800">
          Compare all plans and prices
        </Link>
        .
      </p>
    </div>
  );
}
