import { type Plan, SUBSCRIPTION_PERIODS } from '@shared/constants';
import { ERROR_CODES } from '@shared/error-codes';
import { SITE_TEXTS } from '@shared/messages';
import { paths } from '@shared/paths';
import { amountCents, FREE_PLAN_DAYS, formatDollars } from '@shared/plans';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { formatDate } from '../../../components/ui/date';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth';
import { toast } from '../../../lib/toast';
import { useHydrated } from '../../../lib/use-hydrated';
import { useActivateFreePlan } from '../api/activate-free-plan';
import { FREE_MONTH_STATUS_KEY, useFreeMonthStatus } from '../api/get-free-month-status';
import { PlanFeatures, PlanGives, PlanPrice } from './plan-details';

const primaryButton =
  'inline-flex items-center justify-center gap-2 rounded bg-red-700 px-6 py-3 font-semibold text-white hover:bg-red-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60';

/** A day inside a sentence: as DateText says it (ui/date.tsx), before hydration and after. */
function formatDay(iso: string, hydrated: boolean): string {
  const date = new Date(iso);
  return hydrated ? formatDate(date, 'long') : formatDate(date, 'long', { utc: true, locale: 'en-US' });
}

export function CurrentSubscription({ premiumUntil }: { premiumUntil: string | null }) {
  const hydrated = useHydrated();
  const active = premiumUntil !== null && new Date(premiumUntil).getTime() > Date.now();
  if (!active) return null;
  return (
    <p className="mt-6 rounded-lg bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-200">
      You are Premium until{' '}
      <time dateTime={premiumUntil} className="font-semibold">
        {formatDay(premiumUntil, hydrated)}
      </time>
      . A new subscription adds its days from that date.
    </p>
  );
}

export function PlanSummary({ plan }: { plan: Plan }) {
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
      <p className="text-sm font-semibold uppercase tracking-wide text-red-700">{plan.description}</p>
      <PlanPrice plan={plan} className="mt-2 text-4xl font-bold text-stone-900" />
      <PlanGives plan={plan} className="mt-3 text-stone-800" />
      <PlanFeatures className="mt-4 space-y-2" label={SITE_TEXTS.plans.includes} />
    </div>
  );
}

/** The free plan: 30 days of premium, once per account, no card (docs/product.md#subscriptions-and-payments). */
export function FreePlan() {
  const navigate = useNavigate();
  const authStore = useAuthStore();
  const activate = useActivateFreePlan();
  const hydrated = useHydrated();
  const queryClient = useQueryClient();
  const usedAt = useFreeMonthStatus().data?.usedAt ?? null;
  const [refusal, setRefusal] = useState<string | null>(null);

  const onActivate = async () => {
    setRefusal(null);
    try {
      const { premiumUntil } = await activate.mutateAsync();
      toast.success(SITE_TEXTS.plans.freeMonthActive(formatDay(premiumUntil, true)));
      await authStore
        .refresh()
        .catch((error: unknown) => console.error('could not re-read the reader', error));
      navigate(paths.home);
    } catch (error) {
      const message =
        error instanceof ApiError
          ? error.message
          : 'The free month could not be activated. Please try again.';
      setRefusal(message);
      toast.error(message);
      // Taken meanwhile (another tab): the button turns into "Free month used".
      if (error instanceof ApiError && error.code === ERROR_CODES.FREE_PLAN_USED)
        await queryClient.invalidateQueries({ queryKey: FREE_MONTH_STATUS_KEY });
    }
  };

  return (
    <div className="mt-8">
      <h2 className="font-serif text-2xl font-bold text-stone-900">{SITE_TEXTS.plans.freeMonthTitle}</h2>
      <p className="mt-2 text-stone-700">
        Read every premium article free for {FREE_PLAN_DAYS} days. No card is needed, nothing renews on its
        own, and each account can use the free month once.
      </p>
      {usedAt ? (
        <>
          <p className="mt-4 rounded-lg bg-stone-100 p-4 text-stone-700 ring-1 ring-stone-200">
            {SITE_TEXTS.plans.freeMonthTakenOn(formatDay(usedAt, hydrated))}
          </p>
          <button type="button" disabled className={`${primaryButton} mt-6`}>
            {SITE_TEXTS.plans.freeMonthUsed}
          </button>
        </>
      ) : (
        <button
          type="button"
          onClick={() => void onActivate()}
          disabled={!hydrated || activate.isPending}
          className={`${primaryButton} mt-6`}
        >
          {activate.isPending ? <Spinner size={18} className="border-white border-t-transparent" /> : null}
          Activate my free month
        </button>
      )}
      {refusal && !usedAt ? (
        <p role="alert" className="mt-4 font-semibold text-red-700">
          {refusal}
        </p>
      ) : null}
    </div>
  );
}

interface PeriodForm {
  days: string;
}

/** The period chosen when the page opens: 30 days, the period the plan's own price covers. */
export const DEFAULT_PERIOD_DAYS = '30';

/** Paid plans: the reader picks a period (required, 30 days to begin with) and goes on to pay its amount. */
export function PaidPlan({ plan }: { plan: Plan }) {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const baseId = useId();
  const errorId = `${baseId}-error`;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PeriodForm>({ defaultValues: { days: DEFAULT_PERIOD_DAYS } });

  const onSubmit = ({ days }: PeriodForm) => {
    const cents = amountCents(plan, Number(days));
    navigate(`${paths.payment((cents / 100).toFixed(2))}?plan=${plan.id}&days=${days}`);
  };

  return (
    <form
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      className="mt-8"
      aria-label={`Subscribe to ${plan.name}`}
    >
      <fieldset disabled={!hydrated} aria-describedby={errors.days ? errorId : undefined} className="min-w-0">
        <legend className="font-serif text-2xl font-bold text-stone-900">{SITE_TEXTS.plans.period}</legend>
        <p className="mt-1 text-stone-600">
          The price covers 30 days; shorter and longer periods cost the same per day.
        </p>
        <div className="mt-4 grid gap-3 sm:grid-cols-3">
          {SUBSCRIPTION_PERIODS.map((period) => (
            <label
              key={period.days}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-stone-300 bg-white p-4 has-[:checked]:border-red-700 has-[:checked]:ring-2 has-[:checked]:ring-red-700/30"
            >
              <input
                type="radio"
                value={String(period.days)}
                className="h-4 w-4 accent-red-700"
                {...register('days', { required: 'Choose a subscription period.' })}
              />
              <span>
                <span className="block font-semibold text-stone-900">{period.label}</span>
                <span className="block text-lg font-bold text-red-700">
                  {formatDollars(amountCents(plan, period.days))}
                </span>
              </span>
            </label>
          ))}
        </div>
        {errors.days ? (
          <p id={errorId} role="alert" className="mt-2 text-sm font-semibold text-red-700">
            {errors.days.message}
          </p>
        ) : null}
        <button type="submit" className={`${primaryButton} mt-6`}>
          Subscribe
        </button>
      </fieldset>
    </form>
  );
}
