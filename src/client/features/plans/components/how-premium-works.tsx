import { SITE_TEXTS } from '@shared/messages';
import { paths } from '@shared/paths';
import { Link } from '../../../components/ui/link';
import { useFeatures } from '../../../lib/app-context';

/** How premium access works and the steps of checkout, with the test cards when payments are not real. */
export function HowPremiumWorks() {
  const { stripePublishableKey } = useFeatures();
  return (
    <section aria-labelledby="how-title" className="mt-12 grid gap-8 md:grid-cols-2">
      <div>
        <h2 id="how-title" className="font-serif text-3xl font-bold text-stone-900">
          How premium access works
        </h2>
        <ul className="mt-4 list-disc space-y-2 pl-5 text-stone-700">
          <li>{SITE_TEXTS.plans.howItWorks.starts}</li>
          <li>
            Buying again while you are subscribed adds the new days to the end of your current subscription;
            nothing is lost.
          </li>
          <li>{SITE_TEXTS.plans.howItWorks.noRenewal}</li>
          <li>{SITE_TEXTS.plans.howItWorks.freeMonth}</li>
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
        <h2 className="font-serif text-3xl font-bold text-stone-900">{SITE_TEXTS.plans.checkout.title}</h2>
        <ol className="mt-4 list-decimal space-y-2 pl-5 text-stone-700">
          <li>{SITE_TEXTS.plans.checkout.choose}</li>
          <li>{SITE_TEXTS.plans.checkout.summary}</li>
          <li>{SITE_TEXTS.plans.checkout.pay}</li>
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
  );
}
