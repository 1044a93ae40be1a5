import { PLAN_FEATURES, type Plan } from '@shared/constants';
import { SITE_TEXTS } from '@shared/messages';
import { amountCents, formatDollars } from '@shared/plans';

const TEXTS = SITE_TEXTS.plans;

/** A plan's price for its 30 days, large, and under it what the other periods cost. */
export function PlanPrice({ plan, className }: { plan: Plan; className: string }) {
  return (
    <>
      <p className={className}>
        ${plan.price}
        <span className="text-base font-normal text-stone-500"> / 30 days</span>
      </p>
      <p className="mt-1 text-sm text-stone-600">
        {plan.price === 0
          ? TEXTS.freeOnce
          : TEXTS.otherPeriods(formatDollars(amountCents(plan, 7)), formatDollars(amountCents(plan, 365)))}
      </p>
    </>
  );
}

/** What the plan gives, in a sentence that tells it from the other two. */
export function PlanGives({ plan, className }: { plan: Plan; className: string }) {
  return <p className={className}>{TEXTS.gives[plan.id]}</p>;
}

/** What every plan includes, a tick before each. */
export function PlanFeatures({ className, label }: { className: string; label?: string }) {
  return (
    <ul className={className} aria-label={label}>
      {PLAN_FEATURES.map((feature) => (
        <li key={feature} className="flex items-center gap-2">
          <span aria-hidden="true" className="text-red-700">
            ✓
          </span>
          {feature}
        </li>
      ))}
    </ul>
  );
}
