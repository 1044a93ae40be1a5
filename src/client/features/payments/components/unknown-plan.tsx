import { paths } from '@shared/paths';
import { Link } from 'react-router';
import { PLANS_ON_HOME } from '../checkout';

const secondaryLink =
  'rounded border border-red-700 px-5 py-2.5 font-semibold text-red-700 hover:bg-red-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700/40';

/** An order none of the plans has (a clear "unknown plan" screen, docs/product.md#subscriptions-and-payments). */
export function UnknownPlan() {
  return (
    <section aria-labelledby="unknown-plan-title" className="mx-auto max-w-xl py-16 text-center">
      <h1 id="unknown-plan-title" className="font-serif text-4xl font-bold text-stone-900">
        We don't have that plan
      </h1>
      <p className="mt-3 text-stone-600">
        This payment link does not match any of our plans and periods, so there is nothing to pay here. Pick a
        plan and a period again to get the right amount.
      </p>
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
