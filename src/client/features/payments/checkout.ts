import { type Plan, SUBSCRIPTION_PERIODS } from '@shared/constants';
import { amountCents, MIN_CHARGE_CENTS, PAID_PLAN_IDS, type PaidPlanId, planById } from '@shared/plans';

export interface Checkout {
  plan: Plan;
  planId: PaidPlanId;
  days: number;
  periodLabel: string;
  cents: number;
}

/** Every paid plan and period, with its amount in cents. */
const ORDERS = PAID_PLAN_IDS.flatMap((planId) => {
  const plan = planById(planId);
  return plan
    ? SUBSCRIPTION_PERIODS.map((period) => ({
        plan,
        planId,
        days: period.days as number,
        periodLabel: period.label as string,
        cents: amountCents(plan, period.days),
      }))
    : [];
});

/**
 * The order in the URL, if it is one the server would charge: `/payment/{amount}?plan=…&days=…`, or
 * `/payment/{amount}` alone when exactly one plan and period costs that amount
 * (docs/product.md#subscriptions-and-payments). A plan or period the URL names must match the amount.
 */
export function parseCheckout(
  totalPrice: string,
  planId: string | null,
  daysParam: string | null,
): Checkout | undefined {
  if (!/^\d+(\.\d{1,2})?$/.test(totalPrice)) return undefined;
  const cents = Math.round(Number(totalPrice) * 100);
  const matches = ORDERS.filter(
    (order) =>
      order.cents === cents &&
      (planId === null || order.planId === planId) &&
      (daysParam === null || String(order.days) === daysParam),
  );
  const [order] = matches;
  // Card payments start above $1; every paid plan and period is above it.
  if (matches.length !== 1 || !order || order.cents <= MIN_CHARGE_CENTS) return undefined;
  return { ...order };
}

/** Whether the URL names neither a plan nor a period (`/payment/{amount}` alone). */
export const namesNoPlan = (search: URLSearchParams) => !search.has('plan') && !search.has('days');

/**
 * The payment the provider says it confirmed, when it sends the reader back here: only a well-formed
 * PaymentIntent id (`pi_…`) is recorded; anything else in the address bar is ignored.
 */
export function returnedPaymentIntent(searchParams: URLSearchParams): string | null {
  if (searchParams.get('redirect_status') !== 'succeeded') return null;
  const intent = searchParams.get('payment_intent');
  return intent && /^pi_[A-Za-z0-9_]{1,200}$/.test(intent) ? intent : null;
}

/** A card the provider refused, or any other reason the card step failed: shown in red under the form. */
export class CardFailure extends Error {}

export const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error ? error.message : fallback;
