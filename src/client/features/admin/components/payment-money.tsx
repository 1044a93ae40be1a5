import { MODERATION_TEXTS } from '@shared/messages';
import type { Payment } from '@shared/schemas/payments';
import { type FormEvent, useId, useState } from 'react';
import { useDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../lib/toast';
import { useHydrated } from '../../../lib/use-hydrated';
import { useCompPremium, useRefundPayment } from '../api/payment-money';

const TEXTS = MODERATION_TEXTS.money;
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const failure = (error: unknown, fallback: string) => (error instanceof Error ? error.message : fallback);

/** A payment's refund: a button that asks first, or that it was refunded; nothing for a payment of $0. */
export function RefundCell({ payment }: { payment: Payment }) {
  const refund = useRefundPayment();
  const dialog = useDialog();
  const hydrated = useHydrated();
  if (payment.refundedAt) return <span className="font-semibold text-stone-600">{TEXTS.refunded}</span>;
  if (payment.totalPrice === 0) return null;
  const amount = dollars.format(payment.totalPrice);
  const onClick = async () => {
    if (refund.isPending) return;
    const yes = await dialog.ask({
      title: TEXTS.refundTitle(amount, payment.email),
      text: TEXTS.refundText,
      confirmLabel: TEXTS.refundConfirm,
      cancelLabel: TEXTS.keep,
    });
    if (!yes) return;
    refund.mutate(payment._id, {
      onSuccess: () => toast.success(TEXTS.refundDone),
      onError: (error) => toast.error(failure(error, TEXTS.refundFailed)),
    });
  };
  return (
    <>
      <button
        type="button"
        disabled={!hydrated}
        onClick={onClick}
        aria-label={TEXTS.refundLabel(amount, payment.email)}
        aria-disabled={refund.isPending}
        className="rounded border border-stone-400 px-3 py-1 font-semibold text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-red-700 aria-disabled:opacity-60"
      >
        {TEXTS.refund}
      </button>
      {dialog.dialog}
    </>
  );
}

/** Gives a reader days of premium free of charge, by their address; the audit log records it. */
export function CompForm() {
  const comp = useCompPremium();
  const id = useId();
  // Sent by the page's script only: before it runs, the button waits.
  const hydrated = useHydrated();
  const [email, setEmail] = useState('');
  const [days, setDays] = useState('30');
  const [error, setError] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (comp.isPending) return;
    setError('');
    comp.mutate(
      { email: email.trim(), days: Number(days) },
      {
        onSuccess: (payment) => {
          toast.success(TEXTS.compDone(payment.days, payment.email));
          setEmail('');
        },
        onError: (problem) => setError(failure(problem, TEXTS.compFailed)),
      },
    );
  };
  const field =
    'mt-1 block rounded border border-stone-300 px-3 py-2 text-stone-900 focus-visible:outline-2 focus-visible:outline-red-700';
  return (
    <form
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
      className="mt-4 rounded-lg bg-white p-4 ring-1 ring-stone-200"
    >
      <h2 id={`${id}-title`} className="font-serif text-lg font-bold text-stone-900">
        {TEXTS.compTitle}
      </h2>
      <div className="mt-2 flex flex-wrap items-end gap-3">
        {/* Free to shrink with the screen, so large text on a phone keeps the field inside it. */}
        <label className="min-w-0 max-w-full font-semibold text-stone-800">
          {TEXTS.compEmail}
          <input
            type="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            className={`${field} w-64 max-w-full`}
          />
        </label>
        <label className="font-semibold text-stone-800">
          {TEXTS.compDays}
          <input
            type="number"
            required
            min={1}
            max={365}
            value={days}
            onChange={(event) => setDays(event.target.value)}
            className={`${field} w-28`}
          />
        </label>
        <button
          type="submit"
          disabled={!hydrated}
          aria-disabled={comp.isPending}
          className="rounded bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 aria-disabled:opacity-60"
        >
          {TEXTS.compSubmit}
        </button>
      </div>
      {error ? (
        <p role="alert" className="mt-2 font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}
