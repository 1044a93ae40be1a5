import { ACCOUNT_TEXTS } from '@shared/messages';
import { paths } from '@shared/paths';
import { useId } from 'react';
import { DateText } from '../../../components/ui/date';
import { Link } from '../../../components/ui/link';
import { isPremiumActive } from './premium-active';

const TEXTS = ACCOUNT_TEXTS.profile;

/** The profile page's note of the reader's subscription: premium until a day, or free with a link to the plans. */
export function ProfileSubscription({ premiumUntil }: { premiumUntil: string | null }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-6 rounded-lg bg-stone-50 p-4 ring-1 ring-stone-200">
      <h2 id={headingId} className="text-sm font-semibold uppercase tracking-wide text-stone-500">
        {TEXTS.subscription}
      </h2>
      <div className="mt-2">
        {isPremiumActive(premiumUntil) ? (
          <p className="text-stone-700">
            <span className="mr-2 rounded bg-amber-100 px-2 py-0.5 text-xs font-bold uppercase tracking-wide text-amber-800">
              {TEXTS.premium}
            </span>
            {TEXTS.premiumUntil} <DateText iso={premiumUntil} style="long" />
          </p>
        ) : (
          <p className="text-stone-700">
            {TEXTS.freeReader}{' '}
            <Link to={paths.home} className="font-semibold text-red-700 underline hover:text-red-800">
              {TEXTS.seePlans}
            </Link>
          </p>
        )}
      </div>
    </section>
  );
}
