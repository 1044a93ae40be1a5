import { PLANS, SUBSCRIPTION_PERIODS } from '@shared/constants';
import { SUBSCRIPTION_TEXTS } from '@shared/messages/subscriptions';
import { amountCents, formatDollars, PAID_PLAN_IDS, type PaidPlanId } from '@shared/plans';
import type { Subscription } from '@shared/schemas/subscriptions';
import { useId, useState } from 'react';
import { DateText } from '../../../components/ui/date';
import { toast } from '../../../lib/toast';
import { useChangePlan } from '../api/my-subscription';

const TEXTS = SUBSCRIPTION_TEXTS.change;
const PAID_PLANS = PLANS.filter((plan) => (PAID_PLAN_IDS as readonly string[]).includes(plan.id));
const radio = 'h-4 w-4 accent-red-700';

/**
 * Change plan or period of a renewal that is on, in place: the next charge and its difference from the
 * present one are shown before the reader confirms; the change applies from that charge.
 */
export function RenewalChange({ subscription }: { subscription: Subscription }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [plan, setPlan] = useState<PaidPlanId>(subscription.plan === 'family' ? 'family' : 'premium');
  const [days, setDays] = useState(subscription.days);
  const change = useChangePlan();
  const chosen = PAID_PLANS.find((each) => each.id === plan);
  const now = Math.round(subscription.amount * 100);
  const next = chosen ? amountCents(chosen, days) : now;
  const same = plan === subscription.plan && days === subscription.days;
  const difference = formatDollars(Math.abs(next - now));
  const button =
    'rounded border border-stone-300 px-4 py-2 font-semibold text-stone-900 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-red-700 aria-disabled:opacity-60';

  if (!open)
    return (
      <button type="button" className={button} aria-expanded={false} onClick={() => setOpen(true)}>
        {TEXTS.open}
      </button>
    );
  const confirm = () =>
    same ||
    change.isPending ||
    change.mutate(
      { plan, days },
      {
        onSuccess: (updated) => {
          toast.success(
            TEXTS.done(
              formatDollars(Math.round(updated.amount * 100)),
              SUBSCRIPTION_TEXTS.periodName(updated.days),
            ),
          );
          setOpen(false);
        },
      },
    );
  return (
    <form
      aria-labelledby={`${id}-title`}
      className="w-full space-y-3 border-t border-stone-200 pt-3"
      onSubmit={(event) => {
        event.preventDefault();
        confirm();
      }}
    >
      <h3 id={`${id}-title`} className="font-semibold text-stone-900">
        {TEXTS.open}
      </h3>
      <div className="flex flex-wrap gap-6">
        <fieldset className="space-y-1">
          <legend className="font-semibold">{TEXTS.plan}</legend>
          {PAID_PLANS.map((each) => (
            <label key={each.id} className="flex items-center gap-2">
              <input
                type="radio"
                name={`${id}-plan`}
                className={radio}
                checked={plan === each.id}
                onChange={() => setPlan(each.id as PaidPlanId)}
              />
              {each.name}
            </label>
          ))}
        </fieldset>
        <fieldset className="space-y-1">
          <legend className="font-semibold">{TEXTS.period}</legend>
          {SUBSCRIPTION_PERIODS.map((period) => (
            <label key={period.days} className="flex items-center gap-2">
              <input
                type="radio"
                name={`${id}-days`}
                className={radio}
                checked={days === period.days}
                onChange={() => setDays(period.days)}
              />
              {period.label}
            </label>
          ))}
        </fieldset>
      </div>
      <p aria-live="polite">
        {same ? (
          TEXTS.same
        ) : (
          <>
            {TEXTS.nextCharge} <DateText iso={subscription.currentPeriodEnd} style="long" />:{' '}
            {TEXTS.instead(formatDollars(next), formatDollars(now))}{' '}
            {next >= now ? TEXTS.more(difference) : TEXTS.less(difference)}
          </>
        )}
      </p>
      {change.isError ? (
        <p role="alert" className="font-semibold text-red-700">
          {SUBSCRIPTION_TEXTS.account.failed}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          aria-disabled={same || change.isPending}
          aria-busy={change.isPending}
          className="rounded bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 aria-disabled:opacity-60"
        >
          {TEXTS.confirm}
        </button>
        <button type="button" className={button} onClick={() => setOpen(false)}>
          {TEXTS.keep}
        </button>
      </div>
    </form>
  );
}
