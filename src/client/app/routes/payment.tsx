import { useParams, useSearchParams } from 'react-router';
import { parseCheckout } from '../../features/payments/checkout';
import { CheckoutPage } from '../../features/payments/components/checkout-page';
import { UnknownPlan } from '../../features/plans/components/unknown-plan';

/** Paying for a plan: the order comes from the address (`/payment/{amount}?plan=…&days=…`, or the amount alone). */
export function Component() {
  const { totalPrice = '' } = useParams();
  const [searchParams] = useSearchParams();
  const checkout = parseCheckout(totalPrice, searchParams.get('plan'), searchParams.get('days'));
  if (!checkout) return <UnknownPlan link="payment" />;
  // A new order gets a fresh intent and a fresh form.
  return <CheckoutPage key={`${checkout.planId}-${checkout.days}`} checkout={checkout} />;
}
