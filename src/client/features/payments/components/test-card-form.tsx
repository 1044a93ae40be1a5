import { SITE_TEXTS } from '@shared/messages';
import { CHECKOUT_TEXTS } from '@shared/messages/checkout';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { useHydrated } from '../../../lib/use-hydrated';
import { useConfirmTestCard } from '../api/confirm-test-card';
import { CardFailure, messageOf } from '../checkout';
import { inputClass, PayButton, type PayProps } from './pay-button';

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
const TEXTS = SITE_TEXTS.payment;

/**
 * What is wrong with an expiry date, if anything: MM/YY, a month from 01 to 12, and not before this month
 * (a card works to the end of its expiry month, as the card provider counts it, in UTC).
 */
export function expiryProblem(value: string, now = new Date()): string | undefined {
  const match = EXPIRY_PATTERN.exec(value);
  if (!match) return TEXTS.expiryIncomplete;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return TEXTS.expiryMonth;
  const endOfExpiryMonth = Date.UTC(2000 + Number(match[2]), month, 1);
  return endOfExpiryMonth <= now.getTime() ? TEXTS.expiryPast : undefined;
}

/** The fields not yet whole, named as the Pay button's hint says them. */
function missingFields(values: Partial<CardFormValues>): string[] {
  const number = digitsOf(values.number ?? '');
  const whole = {
    name: (values.name ?? '').trim().length > 0,
    number: number.length >= 13 && number.length <= 19,
    expiry: expiryProblem(values.expiry ?? '') === undefined,
    cvc: /^\d{3,4}$/.test(values.cvc ?? ''),
  };
  return (Object.keys(whole) as (keyof typeof whole)[])
    .filter((field) => !whole[field])
    .map((field) => CHECKOUT_TEXTS.fields[field]);
}

/** The built-in test-mode provider's card form: a real form, confirmed by the server. */
export function TestCardForm({
  amountLabel,
  clientSecret,
  processing,
  defaultName,
  email,
  onPay,
  onCardChange,
}: PayProps) {
  const baseId = useId();
  const hydrated = useHydrated();
  const confirmCard = useConfirmTestCard();
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    formState: { errors },
  } = useForm<CardFormValues>({
    mode: 'onTouched',
    defaultValues: { name: defaultName, number: '', expiry: '', cvc: '' },
  });
  const missing = missingFields(watch());
  const complete = missing.length === 0;
  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      if (name === 'number' || name === 'expiry' || name === 'cvc') onCardChange();
    });
    return () => subscription.unsubscribe();
  }, [watch, onCardChange]);
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
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label={SITE_TEXTS.payment.cardDetails}>
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
                  const expiry = formatExpiry(event.target.value);
                  event.target.value = expiry;
                  // A whole date is checked at once: Pay stays disabled for a wrong one, and this says why.
                  setValue('expiry', expiry, { shouldValidate: expiry.length === 5 });
                },
                validate: (value) => expiryProblem(value) ?? true,
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
        <PayButton
          amountLabel={amountLabel}
          processing={processing}
          disabled={!ready}
          hint={hydrated && !processing && !complete ? CHECKOUT_TEXTS.stillNeeded(missing) : undefined}
        />
      </div>
    </form>
  );
}
