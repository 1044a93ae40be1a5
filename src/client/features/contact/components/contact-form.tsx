import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES } from '@shared/messages';
import { CONTACT_TOPIC_LABELS, CONTACT_TOPICS, contactMessageInputSchema } from '@shared/schemas/contact';
import { useId } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useHydrated } from '../../../lib/use-hydrated';
import { useSendContactMessage } from '../api/send-contact-message';

type ContactFormValues = z.input<typeof contactMessageInputSchema>;
type ContactFormOutput = z.output<typeof contactMessageInputSchema>;

const FIELD_LABELS: Record<keyof ContactFormValues, string> = {
  name: 'Name',
  email: 'Email',
  topic: 'Topic',
  message: 'Message',
};

const DEFAULT_VALUES: ContactFormValues = { name: '', email: '', topic: 'tip', message: '' };

const inputClass =
  'mt-1 block w-full rounded border bg-white px-3 py-2 text-stone-900 shadow-sm focus:outline-none focus:ring-2 focus:ring-red-700/40';

function isField(key: string): key is keyof ContactFormValues {
  return Object.hasOwn(FIELD_LABELS, key);
}

/** The shared schemas word messages as fragments ("is required"); complete sentences are shown as they are. */
function fieldMessage(field: keyof ContactFormValues, error: FieldError | undefined): string | undefined {
  const message = error?.message;
  if (!message) return undefined;
  return /^[a-z]/.test(message) ? `${FIELD_LABELS[field]} ${message}` : message;
}

function borderClass(invalid: boolean) {
  return invalid ? 'border-red-600' : 'border-stone-300';
}

export function ContactForm() {
  const baseId = useId();
  const idFor = (field: keyof ContactFormValues) => `${baseId}-${field}`;
  const errorIdFor = (field: keyof ContactFormValues) => `${baseId}-${field}-error`;
  const sendMessage = useSendContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ContactFormValues, unknown, ContactFormOutput>({
    resolver: zodResolver(contactMessageInputSchema),
    defaultValues: DEFAULT_VALUES,
  });

  const onSubmit = (values: ContactFormOutput) => {
    sendMessage.mutate(values, {
      onSuccess: () => {
        toast.success(MESSAGES.contactSuccess);
        reset(DEFAULT_VALUES);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields) {
          for (const [key, message] of Object.entries(error.fields)) {
            if (isField(key)) setError(key, { type: 'server', message });
          }
        }
        toast.error(error.message);
      },
    });
  };

  const fieldProps = (field: keyof ContactFormValues) => {
    const invalid = Boolean(errors[field]);
    return {
      id: idFor(field),
      'aria-invalid': invalid,
      'aria-describedby': invalid ? errorIdFor(field) : undefined,
      className: `${inputClass} ${borderClass(invalid)}`,
    };
  };

  const fieldError = (field: keyof ContactFormValues) => {
    const message = fieldMessage(field, errors[field]);
    return message ? (
      <p id={errorIdFor(field)} className="mt-1 text-sm text-red-700">
        {message}
      </p>
    ) : null;
  };

  const pending = sendMessage.isPending;
  const hydrated = useHydrated();

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5" aria-label="Contact the editors">
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor={idFor('name')} className="block text-sm font-semibold text-stone-800">
            {FIELD_LABELS.name}
          </label>
          <input type="text" autoComplete="name" {...fieldProps('name')} {...register('name')} />
          {fieldError('name')}
        </div>
        <div>
          <label htmlFor={idFor('email')} className="block text-sm font-semibold text-stone-800">
            {FIELD_LABELS.email}
          </label>
          <input type="email" autoComplete="email" {...fieldProps('email')} {...register('email')} />
          {fieldError('email')}
        </div>
      </div>
      <div>
        <label htmlFor={idFor('topic')} className="block text-sm font-semibold text-stone-800">
          {FIELD_LABELS.topic}
        </label>
        <select {...fieldProps('topic')} {...register('topic')}>
          {CONTACT_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {CONTACT_TOPIC_LABELS[topic]}
            </option>
          ))}
        </select>
        {fieldError('topic')}
      </div>
      <div>
        <label htmlFor={idFor('message')} className="block text-sm font-semibold text-stone-800">
          {FIELD_LABELS.message}
        </label>
        <textarea rows={7} {...fieldProps('message')} {...register('message')} />
        {fieldError('message')}
      </div>
      <button
        type="submit"
        disabled={!hydrated || pending}
        className="rounded bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {pending ? 'Sending…' : 'Send message'}
      </button>
    </form>
  );
}
