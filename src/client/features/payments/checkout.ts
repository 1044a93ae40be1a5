import { type Plan, SUBSCRIPTION_PERIODS } from '@shared/constants';
import { paths } from '@shared/paths';
import { amountCents, MIN_CHARGE_CENTS, type PaidPlanId, planById } from '@shared/plans';

/** The plans section of the home page (its heading's id, from plan-cards). */
export const PLANS_ON_HOME = `${paths.home}#plans-title`;

export interface Checkout {
  plan: Plan;
  planId: PaidPlanId;
  days: number;
  periodLabel: string;
  cents: number;
}

/** The order in the URL, if it is one the server would charge: `/payment/{amount}?plan=…&days=…` (docs/product.md#subscriptions-and-payments). */
export function parseCheckout(
  totalPrice: string,
  planId: string | null,
  daysParam: string | null,
): Checkout | undefined {
  const plan = planId ? planById(planId) : undefined;
  if (!plan || plan.id === 'free') return undefined;
  const period = SUBSCRIPTION_PERIODS.find((candidate) => String(candidate.days) === daysParam);
  if (!period || !/^\d+(\.\d{1,2})?$/.test(totalPrice)) return undefined;
  const cents = amountCents(plan, period.days);
  // Card payments start above $1; every paid plan and period is above it.
  if (Math.round(Number(totalPrice) * 100) !== cents || cents <= MIN_CHARGE_CENTS) return undefined;
  return { plan, planId: plan.id, days: period.days, periodLabel: period.label, cents };
}

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
