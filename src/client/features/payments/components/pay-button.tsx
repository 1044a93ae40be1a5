import { useId } from 'react';
import { Spinner } from '../../../components/ui/spinner';

export const inputClass =
  'mt-1 block w-full rounded border bg-white px-3 py-2 text-stone-900 shadow-sm focus:outline-none focus:ring-2 focus:ring-red-700/40';
export const payButtonClass =
  'flex w-full items-center justify-center gap-2 rounded bg-red-700 px-5 py-3 text-lg font-semibold text-white hover:bg-red-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60';

export interface PayProps {
  amountLabel: string;
  clientSecret: string | undefined;
  processing: boolean;
  defaultName: string;
  email: string;
  /** Runs the card step (which returns the provider's transaction id), then records the payment. */
  onPay: (confirm: () => Promise<string>) => void;
  /** The reader changed the card's details. */
  onCardChange: () => void;
}

/** Pay; `hint` says, under it, why it cannot be pressed yet. */
export function PayButton({
  amountLabel,
  processing,
  disabled,
  hint,
}: {
  amountLabel: string;
  processing: boolean;
  disabled: boolean;
  hint?: string | undefined;
}) {
  const hintId = useId();
  return (
    <>
      <button
        type="submit"
        disabled={disabled}
        aria-busy={processing}
        aria-describedby={hint ? hintId : undefined}
        className={payButtonClass}
      >
        {processing ? <Spinner size={20} className="border-white border-t-transparent" /> : null}
        Pay {amountLabel}
        {processing ? <span className="sr-only"> — processing</span> : null}
      </button>
      {hint ? (
        <p id={hintId} className="mt-2 text-center text-sm text-stone-700">
          {hint}
        </p>
      ) : null}
    </>
  );
}
