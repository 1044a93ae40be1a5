import { PLANS } from '@shared/constants';
import { paths } from '@shared/paths';
import { Link } from '../../../components/ui/link';

const secondaryLink =
  'rounded border border-red-700 px-5 py-2.5 font-semibold text-red-700 hover:bg-red-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700/40';

/** The plans section of the home page (its heading's id, from plan-cards). */
const PLANS_ON_HOME = `${paths.home}#plans-title`;

/**
 * A link that names none of the plans (a clear "unknown plan" screen, docs/product.md#subscriptions-and-payments):
 * a plan's page whose price none of the plans has, or a payment link that matches no plan and period.
 */
export function UnknownPlan({ link }: { link: 'plan' | 'payment' }) {
  return (
    <section aria-labelledby="unknown-plan-title" className="mx-auto max-w-xl py-16 text-center">
      <h1 id="unknown-plan-title" className="font-serif text-4xl font-bold text-stone-900">
        We don't have that plan
      </h1>
      {link === 'plan' ? (
        <p className="mt-3 text-stone-600">
          The link you followed names a price none of our plans has. Our plans are{' '}
          {PLANS.map((plan) => `${plan.name} ($${plan.price})`).join(', ')}, each for 30 days.
        </p>
      ) : (
        <p className="mt-3 text-stone-600">
          This payment link does not match any of our plans and periods, so there is nothing to pay here. Pick
          a plan and a period again to get the right amount.
        </p>
      )}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to={PLANS_ON_HOME}
          className="rounded bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800"
        >
          See the plans
        </Link>
        <Link to={paths.paymentPage} className={secondaryLink}>
          Prices and payment
        </Link>
      </div>
    </section>
  );
}
