import { SITE_TEXTS } from '@shared/messages';
import { SUBSCRIPTION_TEXTS } from '@shared/messages/subscriptions';
import { paths } from '@shared/paths';
import { formatDollars } from '@shared/plans';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { useFeatures } from '../../../lib/app-context';
import { useAuth, useAuthStore } from '../../../lib/auth';
import { toast } from '../../../lib/toast';
import { useHydrated } from '../../../lib/use-hydrated';
import { useCreatePaymentIntent } from '../api/create-payment-intent';
import { useRecordPayment } from '../api/record-payment';
import { type Checkout, messageOf, returnedPaymentIntent } from '../checkout';
import { OrderSummary, TestModeBanner } from './order-summary';
import type { PayProps } from './pay-button';
import { RenewChoice } from './renew-choice';
import { StripeCheckout } from './stripe-checkout';
import { TestCardForm } from './test-card-form';

/**
 * Starts the payment intent once per order and renewal choice, as soon as the page is open: a renewing
 * payment is a different thing at the provider (a subscription's first invoice), so the choice makes anew.
 */
function usePaymentIntent(checkout: Checkout, renew: boolean) {
  const createIntent = useCreatePaymentIntent();
  const { mutate } = createIntent;
  const { planId, days, cents } = checkout;
  const start = useCallback(
    () => mutate({ plan: planId, days, price: cents / 100, renew }),
    [mutate, planId, days, cents, renew],
  );
  const startedFor = useRef<boolean | null>(null);
  useEffect(() => {
    if (startedFor.current === renew) return;
    startedFor.current = renew;
    start();
  }, [start, renew]);
  return { intent: createIntent, retry: start };
}

export function CheckoutPage({ checkout }: { checkout: Checkout }) {
  const { user } = useAuth();
  const authStore = useAuthStore();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { stripePublishableKey } = useFeatures();
  const hydrated = useHydrated();
  const [renew, setRenew] = useState(false);
  const { intent, retry } = usePaymentIntent(checkout, renew);
  const { mutateAsync: savePayment } = useRecordPayment();
  const [processing, setProcessing] = useState(false);
  const [cardError, setCardError] = useState<string | null>(null);
  // Once the provider has taken the money, a retry only records it again (recording is idempotent).
  const confirmedId = useRef<string | null>(null);
  const amountLabel = formatDollars(checkout.cents);
  // A card error is about the card as it was: it goes once the reader changes the card.
  const clearCardError = useCallback(() => setCardError(null), []);
  const clientSecret = intent.data?.clientSecret;

  const record = useCallback(
    async (transactionId: string): Promise<boolean> => {
      let paymentId: string;
      try {
        ({ insertedId: paymentId } = await savePayment({
          transactionId,
          plan: checkout.planId,
          days: checkout.days,
          totalPrice: checkout.cents / 100,
          name: user?.name,
          email: user?.email,
          // The spec's field; dates travel as ISO 8601 (the server dates the payment itself).
          date: new Date().toISOString(),
        }));
      } catch (error) {
        // A failed save is logged (docs/product.md#subscriptions-and-payments); the reader is told too, since the card was charged.
        console.error('The payment could not be recorded', error);
        toast.error(
          'Your card was charged, but we could not record the payment yet. Press Pay again to retry — you will not be charged twice.',
        );
        return false;
      }
      toast.success(SITE_TEXTS.payment.paid(amountLabel));
      await authStore
        .refresh()
        .catch((error: unknown) => console.error('Could not re-read the reader', error));
      // The confirmation takes the payment form's place in the history: Back does not reopen a form to pay again.
      navigate(paths.paymentConfirmation(paymentId), { replace: true });
      return true;
    },
    [savePayment, checkout, user, amountLabel, authStore, navigate],
  );

  const pay = async (confirm: () => Promise<string>) => {
    setCardError(null);
    setProcessing(true);
    let transactionId = confirmedId.current;
    if (!transactionId) {
      try {
        transactionId = await confirm();
        confirmedId.current = transactionId;
      } catch (error) {
        setCardError(messageOf(error, 'Your card could not be charged.'));
        setProcessing(false);
        return;
      }
    }
    if (!(await record(transactionId))) setProcessing(false);
  };

  // Back from a redirect-based confirmation (Stripe mode): record what the provider confirmed. Should that
  // fail, Pay retries the recording only (confirmedId is set), so the form still gets an intent above.
  const returnedIntent = returnedPaymentIntent(searchParams);
  const handledReturn = useRef(false);
  useEffect(() => {
    if (!returnedIntent || handledReturn.current) return;
    handledReturn.current = true;
    confirmedId.current = returnedIntent;
    setProcessing(true);
    void record(returnedIntent).then((done) => {
      if (!done) setProcessing(false);
    });
  }, [returnedIntent, record]);

  const payProps: PayProps = {
    amountLabel,
    clientSecret,
    processing,
    defaultName: user?.name ?? '',
    email: user?.email ?? '',
    onPay: (confirm) => void pay(confirm),
    onCardChange: clearCardError,
  };

  return (
    <div className="py-10">
      <h1 className="font-serif text-4xl font-bold text-stone-900 sm:text-5xl">{SITE_TEXTS.payment.title}</h1>
      <p className="mt-2 text-stone-600">
        {checkout.plan.name} for {checkout.periodLabel}: {amountLabel},{' '}
        {renew
          ? SUBSCRIPTION_TEXTS.checkout.chargedEvery(SUBSCRIPTION_TEXTS.periodName(checkout.days))
          : SUBSCRIPTION_TEXTS.checkout.chargedOnce}
        .
      </p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[2fr_3fr]">
        <OrderSummary checkout={checkout} premiumUntil={user?.premiumUntil ?? null} renew={renew} />
        <section
          aria-labelledby="card-title"
          className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm"
        >
          <h2 id="card-title" className="mb-4 font-serif text-2xl font-bold text-stone-900">
            Pay by card
          </h2>
          {stripePublishableKey ? null : <TestModeBanner />}
          <RenewChoice
            amountLabel={amountLabel}
            days={checkout.days}
            checked={renew}
            disabled={processing || confirmedId.current !== null}
            onChange={setRenew}
          />
          {intent.isError ? (
            <div role="alert" className="mb-4 rounded border border-red-200 bg-red-50 p-4">
              <p className="font-semibold text-red-800">{SITE_TEXTS.payment.couldNotStart}</p>
              <p className="mt-1 text-red-700">{intent.error.message}</p>
              <button
                type="button"
                onClick={retry}
                className="mt-3 rounded bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800"
              >
                Try again
              </button>
            </div>
          ) : !clientSecret ? (
            <p role="status" className="mb-4 flex items-center gap-2 text-sm text-stone-600">
              <Spinner size={16} /> Preparing a secure payment…
            </p>
          ) : null}
          {stripePublishableKey ? (
            hydrated && clientSecret ? (
              <StripeCheckout
                key={clientSecret}
                publishableKey={stripePublishableKey}
                {...payProps}
                clientSecret={clientSecret}
              />
            ) : null
          ) : (
            <TestCardForm {...payProps} />
          )}
          {cardError ? (
            <p role="alert" className="mt-4 font-semibold text-red-700">
              {cardError}
            </p>
          ) : null}
          <p className="mt-4 text-xs text-stone-500">
            The amount is set by our server from the plan and period, and Broadsheet never stores your card
            details.
          </p>
        </section>
      </div>
    </div>
  );
}
