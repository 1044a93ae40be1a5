import { SITE_TEXTS } from '@shared/messages';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { CardFailure } from '../checkout';
import { inputClass, PayButton, type PayProps } from './pay-button';

let stripeLoad: { key: string; promise: Promise<Stripe | null> } | undefined;
/**
 * Stripe.js comes from Stripe's own host; it is requested only here, in Stripe mode, so the
 * test mode and every other page load nothing from outside the site.
 */
function loadStripeOnce(publishableKey: string): Promise<Stripe | null> {
  if (stripeLoad?.key !== publishableKey) {
    stripeLoad = {
      key: publishableKey,
      promise: import('@stripe/stripe-js').then(({ loadStripe }) => loadStripe(publishableKey)),
    };
  }
  return stripeLoad.promise;
}

function StripeCardForm({
  amountLabel,
  clientSecret,
  processing,
  defaultName,
  email,
  onPay,
  onCardChange,
}: PayProps) {
  const stripe = useStripe();
  const elements = useElements();
  const nameId = useId();
  const [name, setName] = useState(defaultName);
  const [elementReady, setElementReady] = useState(false);
  const [complete, setComplete] = useState(false);
  const ready =
    Boolean(stripe && elements && clientSecret) &&
    elementReady &&
    complete &&
    name.trim().length > 0 &&
    !processing;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!stripe || !elements || !ready) return;
    onPay(async () => {
      const result = await stripe.confirmPayment({
        elements,
        redirect: 'if_required',
        confirmParams: {
          return_url: window.location.href,
          payment_method_data: { billing_details: { name: name.trim(), email } },
        },
      });
      if (result.error) throw new CardFailure(result.error.message ?? 'Your card could not be charged.');
      if (result.paymentIntent.status !== 'succeeded') {
        throw new CardFailure(
          `The card provider reports the payment as ${result.paymentIntent.status.replaceAll('_', ' ')}; nothing was recorded.`,
        );
      }
      return result.paymentIntent.id;
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={SITE_TEXTS.payment.cardDetails}>
      <fieldset disabled={processing} className="min-w-0 space-y-4">
        <div>
          <label htmlFor={nameId} className="block text-sm font-semibold text-stone-800">
            Cardholder name
          </label>
          <input
            id={nameId}
            type="text"
            autoComplete="cc-name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            className={`${inputClass} border-stone-300`}
          />
        </div>
        <PaymentElement
          options={{ fields: { billingDetails: { name: 'never', email: 'never' } } }}
          onReady={() => setElementReady(true)}
          onChange={(event) => {
            setComplete(event.complete);
            onCardChange();
          }}
        />
        {elementReady ? null : (
          <p role="status" className="flex items-center gap-2 text-sm text-stone-600">
            <Spinner size={16} /> Loading the secure card form…
          </p>
        )}
      </fieldset>
      <div className="mt-6">
        <PayButton amountLabel={amountLabel} processing={processing} disabled={!ready} />
      </div>
    </form>
  );
}

export function StripeCheckout({
  publishableKey,
  ...props
}: PayProps & { publishableKey: string; clientSecret: string }) {
  const stripe = useMemo(() => loadStripeOnce(publishableKey), [publishableKey]);
  return (
    <Elements
      stripe={stripe}
      options={{
        clientSecret: props.clientSecret,
        appearance: { theme: 'stripe', variables: { colorPrimary: '#b91c1c' } },
      }}
    >
      <StripeCardForm {...props} />
    </Elements>
  );
}
