import { zodResolver } from '@hookform/resolvers/zod';
import { ERROR_CODES } from '@shared/error-codes';
import { paths } from '@shared/paths';
import { type LoginInput, loginInputSchema } from '@shared/schemas/auth';
import { useId, useState } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { GoogleButton } from '../../features/auth/components/google-button';
import { PasswordInput } from '../../features/auth/components/password-input';
import { ApiError } from '../../lib/api-client';
import { useAuthStore } from '../../lib/auth';
import { toast } from '../../lib/toast';
import { useHydrated } from '../../lib/use-hydrated';
import { returnPath, withFrom } from '../guards';

const LOGIN_FAILED = 'please valid email or password';
const CONFIRM_FIRST =
  'Please confirm your e-mail address first: we have sent a new link to it. Open it to sign in.';
/** What a confirmation link that did not work brings back (in `?error=`), in words. */
const LINK_PROBLEMS: Record<string, string> = {
  TOKEN_EXPIRED: 'That confirmation link has expired. Sign in and we will send you a new one.',
  INVALID_TOKEN:
    'That confirmation link does not work: it may have been used already. Sign in and we will send you a new one.',
  USER_NOT_FOUND: 'That confirmation link belongs to no account. Please register again.',
};
const FORGOT_PASSWORD_PATH = '/forgot-password';

const FIELD_LABELS: Record<keyof LoginInput, string> = { email: 'Email', password: 'Password' };

const inputClass =
  'mt-1 block w-full rounded border bg-white px-3 py-2 text-stone-900 shadow-sm focus:outline-none focus:ring-2 focus:ring-red-700/40';
const linkClass = 'font-semibold text-red-700 underline hover:text-red-800';

/** The shared schemas word some messages as fragments ("is required"); those get the field's label. */
function fieldMessage(field: keyof LoginInput, error: FieldError | undefined): string | undefined {
  const message = error?.message;
  if (!message) return undefined;
  return message.startsWith('is ') ? `${FIELD_LABELS[field]} ${message}` : message;
}

export function Component() {
  const baseId = useId();
  const idFor = (field: keyof LoginInput) => `${baseId}-${field}`;
  const errorIdFor = (field: keyof LoginInput) => `${baseId}-${field}-error`;
  const authStore = useAuthStore();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);
  const destination = returnPath(searchParams);
  const linkProblem = LINK_PROBLEMS[searchParams.get('error') ?? ''];
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({
    resolver: zodResolver(loginInputSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = async ({ email, password }: LoginInput) => {
    setFailure(null);
    try {
      await authStore.signInWithPassword(email, password, destination);
    } catch (error) {
      // Right password, address not confirmed yet: the server has mailed a fresh link.
      if (error instanceof ApiError && error.code === ERROR_CODES.EMAIL_NOT_VERIFIED) {
        toast.error(CONFIRM_FIRST);
        setFailure(CONFIRM_FIRST);
        return;
      }
      const message = error instanceof Error ? error.message : LOGIN_FAILED;
      const rateLimited = error instanceof ApiError && error.code === ERROR_CODES.RATE_LIMITED;
      toast.error(rateLimited ? message : LOGIN_FAILED);
      setFailure(message);
      return;
    }
    toast.success('Login successfully');
    navigate(destination, { replace: true });
  };

  const fieldProps = (field: keyof LoginInput) => {
    const invalid = Boolean(errors[field]);
    return {
      id: idFor(field),
      'aria-invalid': invalid,
      'aria-describedby': invalid ? errorIdFor(field) : undefined,
      className: `${inputClass} ${invalid ? 'border-red-600' : 'border-stone-300'}`,
    };
  };

  const fieldError = (field: keyof LoginInput) => {
    const message = fieldMessage(field, errors[field]);
    return message ? (
      <p id={errorIdFor(field)} className="mt-1 text-sm text-red-700">
        {message}
      </p>
    ) : null;
  };

  return (
    <div className="mx-auto max-w-md py-12">
      <h1 className="text-center font-serif text-4xl font-bold text-stone-900">Login</h1>
      <div className="mt-8 rounded-lg border border-stone-200 bg-white p-6 shadow-sm">
        {linkProblem ? (
          <p
            role="alert"
            className="mb-6 rounded bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200"
          >
            {linkProblem}
          </p>
        ) : null}
        <GoogleButton redirectTo={destination} />
        <p className="my-6 flex items-center gap-3 text-sm text-stone-500 before:h-px before:flex-1 before:bg-stone-200 after:h-px after:flex-1 after:bg-stone-200">
          or sign in with your e-mail
        </p>
        <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Login">
          <fieldset disabled={!hydrated} className="min-w-0 space-y-5">
            <div>
              <label htmlFor={idFor('email')} className="block text-sm font-semibold text-stone-800">
                {FIELD_LABELS.email}
              </label>
              <input type="email" autoComplete="email" {...fieldProps('email')} {...register('email')} />
              {fieldError('email')}
            </div>
            <div>
              <label htmlFor={idFor('password')} className="block text-sm font-semibold text-stone-800">
                {FIELD_LABELS.password}
              </label>
              <PasswordInput
                autoComplete="current-password"
                {...fieldProps('password')}
                {...register('password')}
              />
              {fieldError('password')}
            </div>
            <button
              type="submit"
              disabled={isSubmitting}
              className="flex w-full items-center justify-center gap-2 rounded bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60"
            >
              {isSubmitting ? <Spinner size={18} className="border-white! border-t-transparent!" /> : null}
              Login
            </button>
            {failure ? (
              <p role="alert" className="text-sm font-semibold text-red-700">
                {failure}
              </p>
            ) : null}
          </fieldset>
        </form>
        <p className="mt-4 text-right text-sm">
          <Link to={FORGOT_PASSWORD_PATH} className={linkClass}>
            Forgot password?
          </Link>
        </p>
        <p className="mt-6 text-center text-sm text-stone-600">
          New to the site?{' '}
          <Link to={withFrom(paths.register, searchParams)} className={linkClass}>
            Register
          </Link>
        </p>
      </div>
    </div>
  );
}
