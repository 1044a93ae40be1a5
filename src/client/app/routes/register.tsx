import { zodResolver } from '@hookform/resolvers/zod';
import { paths } from '@shared/paths';
import { photoUrlSchema, type RegisterInput, registerInputSchema } from '@shared/schemas/auth';
import { type ReactNode, useId, useState } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { Spinner } from '../../components/ui/spinner';
import { GoogleButton } from '../../features/auth/components/google-button';
import { PasswordInput } from '../../features/auth/components/password-input';
import { ApiError } from '../../lib/api-client';
import { useAuthStore } from '../../lib/auth';
import { toast } from '../../lib/toast';
import { useHydrated } from '../../lib/use-hydrated';
import { returnPath, withFrom } from '../guards';

/** The photo URL is required: an empty field says so rather than "Invalid URL". */
const registerFormSchema = registerInputSchema.extend({
  photo: z.string().trim().min(1, 'is required').pipe(photoUrlSchema),
});

const FIELD_LABELS: Record<keyof RegisterInput, string> = {
  name: 'Name',
  photo: 'Photo URL',
  email: 'Email',
  password: 'Password',
};
const FIELDS = Object.keys(FIELD_LABELS) as (keyof RegisterInput)[];

const inputClass =
  'mt-1 block w-full rounded border bg-white px-3 py-2 text-stone-900 shadow-sm focus:outline-none focus:ring-2 focus:ring-red-700/40';
const linkClass = 'font-semibold text-red-700 underline hover:text-red-800';

/** The shared schemas word some messages as fragments ("is required", "must …"); those get the field's label. */
function fieldMessage(field: keyof RegisterInput, error: FieldError | undefined): string | undefined {
  const message = error?.message;
  if (!message) return undefined;
  return /^(is|must) /.test(message) ? `${FIELD_LABELS[field]} ${message}` : message;
}

/** The server names the photo `image` (the identity library's word); the form calls it `photo`. */
function formField(key: string): keyof RegisterInput | undefined {
  const field = key === 'image' ? 'photo' : key;
  return (FIELDS as string[]).includes(field) ? (field as keyof RegisterInput) : undefined;
}

export function Component() {
  const baseId = useId();
  const idFor = (field: keyof RegisterInput) => `${baseId}-${field}`;
  const errorIdFor = (field: keyof RegisterInput) => `${baseId}-${field}-error`;
  const authStore = useAuthStore();
  const [searchParams] = useSearchParams();
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string; email?: string } | null>(null);
  const destination = returnPath(searchParams);
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterInput>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { name: '', photo: '', email: '', password: '' },
  });

  const created = outcome?.ok === true;

  const onSubmit = async (values: RegisterInput) => {
    setOutcome(null);
    try {
      await authStore.register(values, destination);
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Registration failed. Please try again.';
      if (error instanceof ApiError && error.fields) {
        for (const [key, text] of Object.entries(error.fields)) {
          const field = formField(key);
          if (field) setError(field, { type: 'server', message: text });
        }
      }
      toast.error(message);
      setOutcome({ ok: false, message });
      return;
    }
    toast.success('user Create successfully');
    setOutcome({ ok: true, message: 'User created successfully', email: values.email });
  };

  const fieldProps = (field: keyof RegisterInput) => {
    const invalid = Boolean(errors[field]);
    return {
      id: idFor(field),
      'aria-invalid': invalid,
      'aria-describedby': invalid ? errorIdFor(field) : undefined,
      className: `${inputClass} ${invalid ? 'border-red-600' : 'border-stone-300'}`,
    };
  };

  const field = (name: keyof RegisterInput, input: ReactNode) => {
    const message = fieldMessage(name, errors[name]);
    return (
      <div>
        <label htmlFor={idFor(name)} className="block text-sm font-semibold text-stone-800">
          {FIELD_LABELS[name]}
        </label>
        {input}
        {message ? (
          <p id={errorIdFor(name)} className="mt-1 text-sm text-red-700">
            {message}
          </p>
        ) : null}
      </div>
    );
  };

  const busy = isSubmitting || created;

  return (
    <div className="mx-auto max-w-md py-12">
      <h1 className="text-center font-serif text-4xl font-bold text-stone-900">Register</h1>
      <div className="mt-8 rounded-lg border border-stone-200 bg-white p-6 shadow-sm">
        <GoogleButton redirectTo={destination} />
        <p className="my-6 flex items-center gap-3 text-sm text-stone-500 before:h-px before:flex-1 before:bg-stone-200 after:h-px after:flex-1 after:bg-stone-200">
          or register with your e-mail
        </p>
        <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Register">
          <fieldset disabled={!hydrated} className="min-w-0 space-y-5">
            {field(
              'name',
              <input type="text" autoComplete="name" {...fieldProps('name')} {...register('name')} />,
            )}
            {field(
              'photo',
              <input
                type="url"
                inputMode="url"
                placeholder="https://"
                autoComplete="photo"
                {...fieldProps('photo')}
                {...register('photo')}
              />,
            )}
            {field(
              'email',
              <input type="email" autoComplete="email" {...fieldProps('email')} {...register('email')} />,
            )}
            {field(
              'password',
              <PasswordInput
                autoComplete="new-password"
                {...fieldProps('password')}
                {...register('password')}
              />,
            )}
            <button
              type="submit"
              disabled={busy}
              className="flex w-full items-center justify-center gap-2 rounded bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60"
            >
              {isSubmitting ? <Spinner size={18} className="border-white! border-t-transparent!" /> : null}
              Register
            </button>
            {outcome ? (
              <div role={outcome.ok ? 'status' : 'alert'}>
                <p className={`text-sm font-semibold ${outcome.ok ? 'text-green-700' : 'text-red-700'}`}>
                  {outcome.message}
                </p>
                {outcome.email ? (
                  <p className="mt-2 text-sm text-stone-700">
                    We have sent an e-mail to <strong className="break-all">{outcome.email}</strong>. Open the
                    link in it to confirm the address and sign in; it works for 24 hours.
                  </p>
                ) : null}
              </div>
            ) : null}
          </fieldset>
        </form>
        <p className="mt-6 text-center text-sm text-stone-600">
          Already have an account?{' '}
          <Link to={withFrom(paths.login, searchParams)} className={linkClass}>
            Login
          </Link>
        </p>
      </div>
    </div>
  );
}
