import { SITE_TEXTS } from '@shared/messages';

/** Set on the plans page when a payment link named no plan and no amount of one (`?choose=1`). */
export const CHOOSE_PLAN_PARAM = 'choose';

/** Why the reader landed on the plans page instead of a payment form. */
export function ChoosePlanNotice() {
  return (
    <p role="status" className="mt-6 rounded-lg bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-200">
      {SITE_TEXTS.plans.chooseFirst}
    </p>
  );
}
