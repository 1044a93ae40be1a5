import { PLANS } from '@shared/constants';
import { paths } from '@shared/paths';
import { Link } from '../../../components/ui/link';
import { PlanFeatures, PlanGives, PlanPrice } from './plan-details';

/** The three fixed plans (docs/product.md#subscriptions-and-payments), each leading to /subscription/{price}. */
export function PlanCards() {
  return (
    <section aria-labelledby="plans-title" className="mt-16">
      <h2 id="plans-title" className="mb-2 text-center font-serif text-3xl font-bold">
        Plans
      </h2>
      <p className="mb-8 text-center text-stone-600">
        Unlock every premium article. Choose 7 days, 30 days or a whole year.
      </p>
      <ul className="grid gap-6 md:grid-cols-3">
        {PLANS.map((plan) => (
          <li key={plan.id} className="flex flex-col rounded-xl border border-stone-200 p-8 shadow-sm">
            {/* The spec titles every plan "Premium Plan"; the plan's name tells the three apart, to the eye
                and in the list of headings. */}
            <h3 className="font-serif text-2xl font-bold">
              {plan.title}
              <span className="block text-lg text-stone-700">{plan.name}</span>
            </h3>
            <p className="mt-1 text-sm font-semibold uppercase tracking-wide text-red-700">
              {plan.description}
            </p>
            <PlanPrice plan={plan} className="mt-4 text-4xl font-bold" />
            <PlanGives plan={plan} className="mt-4 text-stone-800" />
            <PlanFeatures className="mt-4 space-y-2" />
            <Link
              to={paths.subscription(plan.price)}
              className="mt-8 rounded bg-red-700 px-4 py-3 text-center font-semibold text-white hover:bg-red-800"
            >
              {plan.price === 0 ? 'Start free' : 'Subscribe'}
              {/* The name starts with the visible words, as speech input expects (WCAG 2.5.3). */}
              <span className="sr-only">: {plan.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
