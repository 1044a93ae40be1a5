import { type Plan, SUBSCRIPTION_PERIODS } from '@shared/constants';
import { amountCents, formatDollars, MIN_CHARGE_CENTS, type PaidPlanId, planById } from '@shared/plans';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { type FormEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { useConfirmTestCard } from '../../features/payments/api/confirm-test-card';
import { useCreatePaymentIntent } from '../../features/payments/api/create-payment-intent';
import { useRecordPayment } from '../../features/payments/api/record-payment';
import { useFeatures } from '../../lib/app-context';
import { useAuth, useAuthStore } from '../../lib/auth';
import { toast } from '../../lib/toast';
import { useHydrated } from '../../lib/use-hydrated';

const inputClass =
  'mt-1 block w-full rounded border bg-white px-3 py-2 text-stone-900 shadow-sm focus:outline-none focus:ring-2 focus:ring-red-700/40';
const payButtonClass =
  'flex w-full items-center justify-center gap-2 rounded bg-red-700 px-5 py-3 text-lg font-semibold text-white hover:bg-red-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60';
const secondaryLink =
  'rounded border border-red-700 px-5 py-2.5 font-semibold text-red-700 hover:bg-red-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700/40';

/** The plans section of the home page (its heading's id, from plan-cards). */
const PLANS_ON_HOME = `${paths.home}#plans-title`;

interface Checkout {
  plan: Plan;
  planId: PaidPlanId;
  days: number;
  periodLabel: string;
  cents: number;
}

/** The order in the URL, if it is one the server would charge: `/payment/{amount}?plan=…&days=…` (DESIGN §6). */
function parseCheckout(
  totalPrice: string,
  planId: string | null,
  daysParam: string | null,
): Checkout | undefined {
  const plan = planId ? planById(planId) : undefined;
  if (!plan || plan.id === 'free') return undefined;
  const period = SUBSCRIPTION_PERIODS.find((candidate) => String(candidate.days) === daysParam);
  if (!period || !/^\d+(\.\d{1,2})?$/.test(totalPrice)) return undefined;
  const cents = amountCents(plan, period.days);
  // Card payments start above $1 (spec §5); every paid plan and period is above it.
  if (Math.round(Number(totalPrice) * 100) !== cents || cents <= MIN_CHARGE_CENTS) return undefined;
  return { plan, planId: plan.id, days: period.days, periodLabel: period.label, cents };
}

/**
 * The payment the provider says it confirmed, when it sends the reader back here: only a well-formed
 * PaymentIntent id (`pi_…`) is recorded; anything else in the address bar is ignored.
 */
function returnedPaymentIntent(searchParams: URLSearchParams): string | null {
  if (searchParams.get('redirect_status') !== 'succeeded') return null;
  const intent = searchParams.get('payment_intent');
  return intent && /^pi_[A-Za-z0-9_]{1,200}$/.test(intent) ? intent : null;
}

/** An order none of the plans has (DESIGN §6: a clear "unknown plan" screen). */
function UnknownPlan() {
  return (
    <section aria-labelledby="unknown-plan-title" className="mx-auto max-w-xl py-16 text-center">
      <h1 id="unknown-plan-title" className="font-serif text-4xl font-bold text-stone-900">
        We don't have that plan
      </h1>
      <p className="mt-3 text-stone-600">
        This payment link does not match any of our plans and periods, so there is nothing to pay here. Pick a
        plan and a period again to get the right amount.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to={PLANS_ON_HOME}
          className="rounded bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800"
        >
          See the plans
        </Link>
        <Link to={paths.paymentPage} className={secondaryLink}>
          Prices and payment
        </Link>
      </div>
    </section>
  );
}

/** A card the provider refused, or any other reason the card step failed: shown in red under the form. */
class CardFailure extends Error {}

const messageOf = (error: unknown, fallback: string) => (error instanceof Error ? error.message : fallback);

/** Starts the payment intent once per order, as soon as the page is open (spec §4). */
function usePaymentIntent(checkout: Checkout) {
  const createIntent = useCreatePaymentIntent();
  const { mutate } = createIntent;
  const { planId, days, cents } = checkout;
  const start = useCallback(
    () => mutate({ plan: planId, days, price: cents / 100 }),
    [mutate, planId, days, cents],
  );
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start();
  }, [start]);
  return { intent: createIntent, retry: start };
}

function OrderSummary({ checkout, premiumUntil }: { checkout: Checkout; premiumUntil: string | null }) {
  const hydrated = useHydrated();
  const active = premiumUntil !== null && new Date(premiumUntil).getTime() > Date.now();
  return (
    <section
      aria-labelledby="order-summary-title"
      className="rounded-xl border border-stone-200 bg-stone-50 p-6 shadow-sm"
    >
      <h2 id="order-summary-title" className="font-serif text-2xl font-bold text-stone-900">
        Order summary
      </h2>
      <dl className="mt-4 space-y-3">
        <div className="flex justify-between gap-4">
          <dt className="text-stone-600">Plan</dt>
          <dd className="font-semibold text-stone-900">
            {checkout.plan.name}{' '}
            <span className="font-normal text-stone-500">({checkout.plan.description})</span>
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-stone-600">Period</dt>
          <dd className="font-semibold text-stone-900">{checkout.periodLabel}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-stone-600">Price</dt>
          <dd className="text-stone-900">${checkout.plan.price} / 30 days</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-stone-200 pt-3 text-lg">
          <dt className="font-semibold text-stone-900">Total</dt>
          <dd className="font-bold text-stone-900">{formatDollars(checkout.cents)}</dd>
        </div>
      </dl>
      <p className="mt-4 text-sm text-stone-600">
        {active && premiumUntil ? (
          <>
            You are Premium until{' '}
            <time dateTime={premiumUntil}>
              {hydrated
                ? new Date(premiumUntil).toLocaleDateString(undefined, { dateStyle: 'long' })
                : premiumUntil.slice(0, 10)}
            </time>
            ; these {checkout.days} days are added from that date.
          </>
        ) : (
          <>Premium starts as soon as the payment goes through.</>
        )}{' '}
        One payment, no automatic renewal.
      </p>
      <Link
        to={paths.subscription(checkout.plan.price)}
        className="mt-4 inline-block text-sm font-semibold text-red-700 underline hover:text-red-800"
      >
        Change the period
      </Link>
    </section>
  );
}

function TestModeBanner() {
  return (
    <aside
      aria-labelledby="test-mode-title"
      className="mb-6 rounded-lg border-2 border-dashed border-amber-500 bg-amber-50 p-4 text-amber-950"
    >
      <h2 id="test-mode-title" className="font-bold uppercase tracking-wide">
        TEST MODE
      </h2>
      <p className="mt-1 text-sm">
        Card payments on this site run in test mode: no real card is charged. Pay with one of these test
        cards:
      </p>
      <ul className="mt-2 space-y-1 text-sm">
        <li>
          <span className="font-mono font-semibold">4242 4242 4242 4242</span> succeeds
        </li>
        <li>
          <span className="font-mono font-semibold">4000 0000 0000 0002</span> is declined
        </li>
        <li>
          <span className="font-mono font-semibold">4000 0000 0000 9995</span> has insufficient funds
        </li>
      </ul>
      <p className="mt-2 text-sm">Use any future expiry date and any CVC.</p>
    </aside>
  );
}

interface CardFormValues {
  name: string;
  number: string;
  expiry: string;
  cvc: string;
}

const digitsOf = (value: string) => value.replace(/\D/g, '');
const formatCardNumber = (value: string) =>
  digitsOf(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
const formatExpiry = (value: string) => {
  const digits = digitsOf(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
};
const EXPIRY_PATTERN = /^(\d{2})\/(\d{2})$/;

function isComplete(values: Partial<CardFormValues>): boolean {
  const number = digitsOf(values.number ?? '');
  return (
    (values.name ?? '').trim().length > 0 &&
    number.length >= 13 &&
    number.length <= 19 &&
    EXPIRY_PATTERN.test(values.expiry ?? '') &&
    /^\d{3,4}$/.test(values.cvc ?? '')
  );
}

interface PayProps {
  amountLabel: string;
  clientSecret: string | undefined;
  processing: boolean;
  defaultName: string;
  email: string;
  /** Runs the card step (which returns the provider's transaction id), then records the payment. */
  onPay: (confirm: () => Promise<string>) => void;
}

function PayButton({
  amountLabel,
  processing,
  disabled,
}: {
  amountLabel: string;
  processing: boolean;
  disabled: boolean;
}) {
  return (
    <button type="submit" disabled={disabled} aria-busy={processing} className={payButtonClass}>
      {processing ? <Spinner size={20} className="border-white border-t-transparent" /> : null}
      Pay {amountLabel}
      {processing ? <span className="sr-only"> — processing</span> : null}
    </button>
  );
}

/** The built-in test-mode provider's card form (DESIGN §6): a real form, confirmed by the server. */
function TestCardForm({ amountLabel, clientSecret, processing, defaultName, email, onPay }: PayProps) {
  const baseId = useId();
  const hydrated = useHydrated();
  const confirmCard = useConfirmTestCard();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<CardFormValues>({ defaultValues: { name: defaultName, number: '', expiry: '', cvc: '' } });
  const complete = isComplete(watch());
  const ready = hydrated && Boolean(clientSecret) && complete && !processing;

  const onSubmit = ({ name, number, expiry, cvc }: CardFormValues) => {
    if (!clientSecret) return;
    const [, month = '', year = ''] = EXPIRY_PATTERN.exec(expiry) ?? [];
    onPay(async () => {
      try {
        const result = await confirmCard.mutateAsync({
          clientSecret,
          card: { number: digitsOf(number), expMonth: Number(month), expYear: 2000 + Number(year), cvc },
          billing: { name: name.trim(), email },
        });
        return result.id;
      } catch (error) {
        throw new CardFailure(messageOf(error, 'Your card could not be charged.'));
      }
    });
  };

  const fieldId = (field: keyof CardFormValues) => `${baseId}-${field}`;
  const errorId = (field: keyof CardFormValues) => `${baseId}-${field}-error`;
  const fieldProps = (field: keyof CardFormValues) => ({
    id: fieldId(field),
    'aria-invalid': Boolean(errors[field]),
    'aria-describedby': errors[field] ? errorId(field) : undefined,
    className: `${inputClass} ${errors[field] ? 'border-red-600' : 'border-stone-300'}`,
  });
  const fieldError = (field: keyof CardFormValues) =>
    errors[field]?.message ? (
      <p id={errorId(field)} className="mt-1 text-sm text-red-700">
        {errors[field]?.message}
      </p>
    ) : null;

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Card details">
      <fieldset disabled={!hydrated || processing} className="min-w-0 space-y-4">
        <div>
          <label htmlFor={fieldId('name')} className="block text-sm font-semibold text-stone-800">
            Cardholder name
          </label>
          <input
            type="text"
            autoComplete="cc-name"
            {...fieldProps('name')}
            {...register('name', {
              validate: (value) => value.trim().length > 0 || 'Enter the name on the card.',
            })}
          />
          {fieldError('name')}
        </div>
        <div>
          <label htmlFor={fieldId('number')} className="block text-sm font-semibold text-stone-800">
            Card number
          </label>
          <input
            type="text"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            maxLength={23}
            {...fieldProps('number')}
            {...register('number', {
              onChange: (event: { target: HTMLInputElement }) => {
                event.target.value = formatCardNumber(event.target.value);
              },
              validate: (value) => {
                const length = digitsOf(value).length;
                return (length >= 13 && length <= 19) || 'Your card number is incomplete.';
              },
            })}
          />
          {fieldError('number')}
        </div>
        <div className="grid grid-cols-2 gap-4">
          <div>
            <label htmlFor={fieldId('expiry')} className="block text-sm font-semibold text-stone-800">
              Expiry (MM/YY)
            </label>
            <input
              type="text"
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM/YY"
              maxLength={5}
              {...fieldProps('expiry')}
              {...register('expiry', {
                onChange: (event: { target: HTMLInputElement }) => {
                  event.target.value = formatExpiry(event.target.value);
                },
                validate: (value) => {
                  const match = EXPIRY_PATTERN.exec(value);
                  if (!match) return 'Your card’s expiry date is incomplete.';
                  const month = Number(match[1]);
                  return (month >= 1 && month <= 12) || 'The expiry month must be 01 to 12.';
                },
              })}
            />
            {fieldError('expiry')}
          </div>
          <div>
            <label htmlFor={fieldId('cvc')} className="block text-sm font-semibold text-stone-800">
              CVC
            </label>
            <input
              type="text"
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="123"
              maxLength={4}
              {...fieldProps('cvc')}
              {...register('cvc', {
                onChange: (event: { target: HTMLInputElement }) => {
                  event.target.value = digitsOf(event.target.value).slice(0, 4);
                },
                validate: (value) => /^\d{3,4}$/.test(value) || 'Your card’s security code is incomplete.',
              })}
            />
            {fieldError('cvc')}
          </div>
        </div>
      </fieldset>
      <div className="mt-6">
        <PayButton amountLabel={amountLabel} processing={processing} disabled={!ready} />
      </div>
    </form>
  );
}

let stripeLoad: { key: string; promise: Promise<Stripe | null> } | undefined;
/**
 * Stripe.js comes from Stripe's own host (DESIGN §2); it is requested only here, in Stripe mode, so the
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

function StripeCardForm({ amountLabel, clientSecret, processing, defaultName, email, onPay }: PayProps) {
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
    <form onSubmit={onSubmit} noValidate aria-label="Card details">
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
          onChange={(event) => setComplete(event.complete)}
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

function StripeCheckout({
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

function CheckoutPage({ checkout }: { checkout: Checkout }) {
  const { user } = useAuth();
  const authStore = useAuthStore();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { stripePublishableKey } = useFeatures();
  const hydrated = useHydrated();
  const { intent, retry } = usePaymentIntent(checkout);
  const { mutateAsync: savePayment } = useRecordPayment();
  const [processing, setProcessing] = useState(false);
  const [cardError, setCardError] = useState<string | null>(null);
  // Once the provider has taken the money, a retry only records it again (recording is idempotent).
  const confirmedId = useRef<string | null>(null);
  const amountLabel = formatDollars(checkout.cents);
  const clientSecret = intent.data?.clientSecret;

  const record = useCallback(
    async (transactionId: string): Promise<boolean> => {
      try {
        await savePayment({
          transactionId,
          plan: checkout.planId,
          days: checkout.days,
          totalPrice: checkout.cents / 100,
          name: user?.name,
          email: user?.email,
          date: new Date().toLocaleDateString(),
        });
      } catch (error) {
        // Spec §8: a failed save is logged; the reader is told too, since the card was charged.
        console.error('The payment could not be recorded', error);
        toast.error(
          'Your card was charged, but we could not record the payment yet. Press Pay again to retry — you will not be charged twice.',
        );
        return false;
      }
      toast.success(`${amountLabel} payment successfully`);
      await authStore
        .refresh()
        .catch((error: unknown) => console.error('Could not re-read the reader', error));
      navigate(paths.home);
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
  };

  return (
    <div className="py-10">
      <h1 className="font-serif text-4xl font-bold text-stone-900 sm:text-5xl">Payment</h1>
      <p className="mt-2 text-stone-600">
        {checkout.plan.name} for {checkout.periodLabel}: {amountLabel}, charged once.
      </p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[2fr_3fr]">
        <OrderSummary checkout={checkout} premiumUntil={user?.premiumUntil ?? null} />
        <section
          aria-labelledby="card-title"
          className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm"
        >
          <h2 id="card-title" className="mb-4 font-serif text-2xl font-bold text-stone-900">
            Pay by card
          </h2>
          {stripePublishableKey ? null : <TestModeBanner />}
          {intent.isError ? (
            <div role="alert" className="mb-4 rounded border border-red-200 bg-red-50 p-4">
              <p className="font-semibold text-red-800">We could not start the payment.</p>
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

export function Component() {
  const { totalPrice = '' } = useParams();
  const [searchParams] = useSearchParams();
  const checkout = parseCheckout(totalPrice, searchParams.get('plan'), searchParams.get('days'));
  if (!checkout) return <UnknownPlan />;
  // A new order gets a fresh intent and a fresh form.
  return <CheckoutPage key={`${checkout.planId}-${checkout.days}`} checkout={checkout} />;
}
