import { PLANS, type Plan, SUBSCRIPTION_PERIODS } from './constants';

export const PAID_PLAN_IDS = ['premium', 'family'] as const;
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];
export const PERIOD_DAYS = SUBSCRIPTION_PERIODS.map((period) => period.days);
/** A plan's price covers 30 days (docs/product.md#subscriptions-and-payments). */
export const PLAN_PRICE_DAYS = 30;
/** Stripe creates a payment intent only above this amount (docs/product.md#subscriptions-and-payments). */
export const MIN_CHARGE_CENTS = 100;
export const FREE_PLAN_DAYS = 30;

/** The plan a `/subscription/{price}` URL names, if any. */
export function planByPrice(price: string | number): Plan | undefined {
  const value = typeof price === 'number' ? price : Number(price);
  if (!Number.isFinite(value)) return undefined;
  return PLANS.find((plan) => Math.round(plan.price * 100) === Math.round(value * 100));
}

export function planById(id: string): Plan | undefined {
  return PLANS.find((plan) => plan.id === id);
}

/** The amount for a plan and period, in cents: per-day price × days, rounded to cents. */
export function amountCents(plan: Plan, days: number): number {
  return Math.round((plan.price * 100 * days) / PLAN_PRICE_DAYS);
}

/** A payment's plan and period as the payment lists show it, e.g. "Premium · 30 days", "Family · 1 year". */
export function planPeriodLabel(planId: string, days: number): string {
  const name = planById(planId)?.name ?? planId;
  return `${name} · ${days === 365 ? '1 year' : `${days} days`}`;
}

export function formatDollars(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}
