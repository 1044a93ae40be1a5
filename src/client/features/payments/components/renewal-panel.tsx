import { SUBSCRIPTION_TEXTS } from '@shared/messages/subscriptions';
import { formatDollars, planById } from '@shared/plans';
import type { Subscription } from '@shared/schemas/subscriptions';
import { DateText } from '../../../components/ui/date';
import { toast } from '../../../lib/toast';
import { useChangeRenewal, useMySubscription } from '../api/my-subscription';
import { RenewalChange } from './renewal-change';

const TEXTS = SUBSCRIPTION_TEXTS.account;

function RenewalState({ subscription }: { subscription: Subscription }) {
  const amount = formatDollars(Math.round(subscription.amount * 100));
  const period = SUBSCRIPTION_TEXTS.periodName(subscription.days);
  const end = <DateText iso={subscription.currentPeriodEnd} style="long" />;
  if (subscription.state === 'renewing')
    return (
      <>
        <p className="font-semibold">{TEXTS.renewing(amount, period)}</p>
        <p>
          {TEXTS.nextCharge} {end}.
        </p>
      </>
    );
  const grace = subscription.graceEndsAt ? <DateText iso={subscription.graceEndsAt} style="long" /> : null;
  if (subscription.state === 'past_due')
    return (
      <>
        <p className="font-semibold text-red-700">{TEXTS.pastDue(amount)}</p>
        <p>
          {subscription.retryAt ? (
            <>
              {TEXTS.retryOn} <DateText iso={subscription.retryAt} style="long" />.
            </>
          ) : (
            TEXTS.noRetry
          )}{' '}
          {TEXTS.graceUntil} {grace}.
        </p>
      </>
    );
  if (subscription.state === 'cancelled' && grace)
    return (
      <p className="font-semibold">
        {TEXTS.cancelledGrace} {grace}.
      </p>
    );
  if (subscription.refundedAt) return <p className="font-semibold">{TEXTS.refunded}</p>;
  return (
    <p className="font-semibold">
      {subscription.state === 'cancelled' ? TEXTS.cancelled : TEXTS.lapsed} {grace ?? end}.
    </p>
  );
}

/**
 * The reader's automatic renewal, with one button that cancels or resumes it at the end of the paid
 * period: no further screen. Shows nothing to a reader who never chose to renew.
 */
export function RenewalPanel({ enabled }: { enabled: boolean }) {
  const query = useMySubscription(enabled);
  const change = useChangeRenewal();
  const subscription = query.data?.subscription;
  if (!subscription) return null;
  const plan = planById(subscription.plan)?.name ?? subscription.plan;
  const action = subscription.state === 'cancelled' ? 'resume' : 'cancel';
  // Never disabled while saving, so focus stays on the button (a disabled button loses it).
  const onClick = () =>
    change.isPending ||
    change.mutate(action, {
      onSuccess: () => toast.success(action === 'cancel' ? TEXTS.cancelledToast : TEXTS.resumedToast),
    });
  return (
    <section
      aria-labelledby="renewal-title"
      className="mt-4 flex flex-wrap items-center justify-between gap-4 rounded-lg bg-white p-4 text-stone-800 ring-1 ring-stone-200"
    >
      <div className="min-w-0 space-y-1">
        <h2 id="renewal-title" className="font-serif text-xl font-bold text-stone-900">
          {TEXTS.title}: {plan}
        </h2>
        <RenewalState subscription={subscription} />
        {change.isError ? (
          <p role="alert" className="font-semibold text-red-700">
            {TEXTS.failed}
          </p>
        ) : null}
      </div>
      {subscription.state === 'lapsed' ? null : (
        <button
          type="button"
          onClick={onClick}
          aria-disabled={change.isPending}
          aria-busy={change.isPending}
          className="rounded border border-stone-300 px-4 py-2 font-semibold text-stone-900 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-red-700 aria-disabled:opacity-60"
        >
          {action === 'cancel' ? TEXTS.cancel : TEXTS.resume}
        </button>
      )}
      {subscription.state === 'renewing' ? <RenewalChange subscription={subscription} /> : null}
    </section>
  );
}
