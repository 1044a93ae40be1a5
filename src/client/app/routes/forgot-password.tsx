import { zodResolver } from '@hookform/resolvers/zod';
import { paths } from '@shared/paths';
import { forgotPasswordInputSchema } from '@shared/schemas/auth';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Spinner } from '../../components/ui/spinner';
import { apiPath } from '../../lib/api-client';
import { useApi } from '../../lib/app-context';
import { useAuth } from '../../lib/auth';
import { toast } from '../../lib/toast';
import { useHydrated } from '../../lib/use-hydrated';

type ForgotPasswordInput = z.infer<typeof forgotPasswordInputSchema>;

const RESET_PASSWORD_PATH = '/reset-password';
const SENT = 'If an account exists for that address, we have sent a link to reset the password.';

const inputClass =
  'mt-1 block w-full rounded border bg-white px-3 py-2 text-stone-900 shadow-sm focus:outline-none focus:ring-2 focus:ring-red-700/40';
const linkClass = 'font-semibold text-red-700 underline hover:text-red-800';

/** Asks for a password-reset e-mail; the answer never tells whether the address has an account. */
export function Component() {
  const baseId = useId();
  const api = useApi();
  const { user } = useAuth();
  const [sent, setSent] = useState(false);
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordInputSchema),
    defaultValues: { email: user?.email ?? '' },
  });

  const onSubmit = async ({ email }: ForgotPasswordInput) => {
    try {
      await api.send('POST', apiPath`/auth/request-password-reset`, {
        email,
        redirectTo: `${window.location.origin}${RESET_PASSWORD_PATH}`,
      });
      setSent(true);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The e-mail could not be sent. Please try again.');
    }
  };

  const message = errors.email?.message;
  const emailError = message?.startsWith('is ') ? `Email ${message}` : message;

  return (
    <div className="mx-auto max-w-md py-12">
      <h1 className="text-center font-serif text-4xl font-bold text-stone-900">Forgot password</h1>
      <div className="mt-8 rounded-lg border border-stone-200 bg-white p-6 shadow-sm">
        {sent ? (
          <p role="status" className="text-stone-800">
            {SENT}
          </p>
        ) : (
          <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Forgot password">
            <fieldset disabled={!hydrated} className="min-w-0 space-y-5">
              <p className="text-stone-600">
                Enter the e-mail address of your account and we will send you a link to choose a new password.
              </p>
              <div>
                <label htmlFor={`${baseId}-email`} className="block text-sm font-semibold text-stone-800">
                  Email
                </label>
                <input
                  id={`${baseId}-email`}
                  type="email"
                  autoComplete="email"
                  aria-invalid={Boolean(emailError)}
                  aria-describedby={emailError ? `${baseId}-email-error` : undefined}
                  className={`${inputClass} ${emailError ? 'border-red-600' : 'border-stone-300'}`}
                  {...register('email')}
                />
                {emailError ? (
                  <p id={`${baseId}-email-error`} className="mt-1 text-sm text-red-700">
                    {emailError}
                  </p>
                ) : null}
              </div>
              <button
                type="submit"
                disabled={isSubmitting}
                className="flex w-full items-center justify-center gap-2 rounded bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60"
              >
                {isSubmitting ? <Spinner size={18} className="border-white! border-t-transparent!" /> : null}
                Send reset link
              </button>
            </fieldset>
          </form>
        )}
        <p className="mt-6 text-center text-sm text-stone-600">
          Remembered it?{' '}
          <Link to={paths.login} className={linkClass}>
            Login
          </Link>
        </p>
      </div>
    </div>
  );
}
