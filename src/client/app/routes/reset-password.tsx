import { zodResolver } from '@hookform/resolvers/zod';
import { paths } from '@shared/paths';
import { resetPasswordInputSchema } from '@shared/schemas/auth';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { Spinner } from '../../components/ui/spinner';
import { PasswordInput } from '../../features/auth/components/password-input';
import { ApiError, apiPath } from '../../lib/api-client';
import { useApi } from '../../lib/app-context';
import { useAuth, useAuthStore } from '../../lib/auth';
import { toast } from '../../lib/toast';
import { useHydrated } from '../../lib/use-hydrated';

type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

const FORGOT_PASSWORD_PATH = '/forgot-password';
/** Better Auth's code for an unknown, used or expired reset token. */
const INVALID_TOKEN = 'INVALID_TOKEN';
/** Codes of a password the server refused (our rules, then Better Auth's length limits). */
const PASSWORD_CODES = new Set(['PASSWORD_RULE', 'PASSWORD_TOO_SHORT', 'PASSWORD_TOO_LONG']);

const inputClass =
  'mt-1 block w-full rounded border bg-white px-3 py-2 text-stone-900 shadow-sm focus:outline-none focus:ring-2 focus:ring-red-700/40';
const buttonClass =
  'inline-flex items-center justify-center gap-2 rounded bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60';

function ExpiredLink() {
  return (
    <div role="alert">
      <p className="text-stone-800">
        This link to reset your password has expired or has already been used. Links work once, for an hour.
      </p>
      <Link to={FORGOT_PASSWORD_PATH} className={`mt-6 ${buttonClass}`}>
        Send a new link
      </Link>
    </div>
  );
}

/** The page the password-reset e-mail links to (Better Auth adds `?token=` or `?error=INVALID_TOKEN`). */
export function Component() {
  const baseId = useId();
  const api = useApi();
  const { user } = useAuth();
  const authStore = useAuthStore();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const [state, setState] = useState<'form' | 'done' | 'expired'>(
    searchParams.has('error') || !token ? 'expired' : 'form',
  );
  const [failure, setFailure] = useState<string | null>(null);
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordInputSchema),
    defaultValues: { password: '' },
  });

  const onSubmit = async ({ password }: ResetPasswordInput) => {
    setFailure(null);
    try {
      await api.send('POST', apiPath`/auth/reset-password`, { newPassword: password, token });
    } catch (error) {
      if (error instanceof ApiError && error.code === INVALID_TOKEN) {
        setState('expired');
        return;
      }
      const message = error instanceof Error ? error.message : 'The password could not be changed.';
      if (error instanceof ApiError && PASSWORD_CODES.has(error.code)) {
        setError('password', { type: 'server', message });
        return;
      }
      toast.error(message);
      setFailure(message);
      return;
    }
    // The reset ends every session of the account, this browser's included.
    if (user) authStore.handleUnauthorized();
    setState('done');
  };

  const passwordError = errors.password?.message;

  return (
    <div className="mx-auto max-w-md py-12">
      <h1 className="text-center font-serif text-4xl font-bold text-stone-900">Choose a new password</h1>
      <div className="mt-8 rounded-lg border border-stone-200 bg-white p-6 shadow-sm">
        {state === 'expired' ? <ExpiredLink /> : null}
        {state === 'done' ? (
          <div role="status">
            <p className="text-stone-800">Your password has been changed.</p>
            <Link to={paths.login} className={`mt-6 ${buttonClass}`}>
              Login
            </Link>
          </div>
        ) : null}
        {state === 'form' ? (
          <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Choose a new password">
            <fieldset disabled={!hydrated} className="min-w-0 space-y-5">
              <div>
                <label htmlFor={`${baseId}-password`} className="block text-sm font-semibold text-stone-800">
                  New password
                </label>
                <PasswordInput
                  id={`${baseId}-password`}
                  autoComplete="new-password"
                  aria-invalid={Boolean(passwordError)}
                  aria-describedby={passwordError ? `${baseId}-password-error` : `${baseId}-password-rules`}
                  className={`${inputClass} ${passwordError ? 'border-red-600' : 'border-stone-300'}`}
                  {...register('password')}
                />
                {passwordError ? (
                  <p id={`${baseId}-password-error`} className="mt-1 text-sm text-red-700">
                    {passwordError}
                  </p>
                ) : (
                  <p id={`${baseId}-password-rules`} className="mt-1 text-xs text-stone-500">
                    At least 6 characters, with an uppercase letter, a digit and one of !@#$%^&amp;*()_+
                  </p>
                )}
              </div>
              <button type="submit" disabled={isSubmitting} className={`w-full ${buttonClass}`}>
                {isSubmitting ? <Spinner size={18} className="border-white! border-t-transparent!" /> : null}
                Change password
              </button>
              {failure ? (
                <p role="alert" className="text-sm font-semibold text-red-700">
                  {failure}
                </p>
              ) : null}
            </fieldset>
          </form>
        ) : null}
      </div>
    </div>
  );
}
