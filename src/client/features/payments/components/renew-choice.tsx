import { SUBSCRIPTION_TEXTS } from '@shared/messages/subscriptions';
import { useId } from 'react';

const TEXTS = SUBSCRIPTION_TEXTS.checkout;

/**
 * The reader's explicit choice to renew automatically: never ticked to begin with, with the amount and
 * the period said in the label itself.
 */
export function RenewChoice({
  amountLabel,
  days,
  checked,
  disabled,
  onChange,
}: {
  amountLabel: string;
  days: number;
  checked: boolean;
  disabled: boolean;
  onChange: (renew: boolean) => void;
}) {
  const hintId = useId();
  return (
    <div className="mb-4 rounded border border-stone-200 bg-stone-50 p-3">
      <label className="flex items-start gap-3 font-semibold text-stone-900">
        <input
          type="checkbox"
          className="mt-1 size-4 shrink-0 accent-red-700"
          checked={checked}
          disabled={disabled}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{TEXTS.renewLabel(amountLabel, SUBSCRIPTION_TEXTS.periodName(days))}</span>
      </label>
      <p id={hintId} className="mt-1 pl-7 text-sm text-stone-600">
        {TEXTS.renewHint}
      </p>
    </div>
  );
}
