import { PLAN_FEATURES, type Plan } from '@shared/constants';

/** A plan's price for its 30 days, large. */
export function PlanPrice({ plan, className }: { plan: Plan; className: string }) {
  return (
    <p className={className}>
      ${plan.price}
      <span className="text-base font-normal text-stone-500"> / 30 days</span>
    </p>
  );
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
