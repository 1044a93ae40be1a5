import { zodResolver } from '@hookform/resolvers/zod';
import { TIMINGS } from '@shared/constants';
import { paths } from '@shared/paths';
import { type ProfileInput, profileInputSchema } from '@shared/schemas/auth';
import { useEffect, useId, useState } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-client';
import { useAuth, useAuthStore } from '../../lib/auth';
import { toast } from '../../lib/toast';
import { useHydrated } from '../../lib/use-hydrated';

const FORGOT_PASSWORD_PATH = '/forgot-password';
const PROFILE_UPDATED = 'profile update successful';

const FIELD_LABELS: Record<keyof ProfileInput, string> = { name: 'Username', photo: 'Photo URL' };

const inputClass =
  'mt-1 block w-full rounded border bg-white px-3 py-2 text-stone-900 shadow-sm focus:outline-none focus:ring-2 focus:ring-red-700/40';
const linkClass = 'font-semibold text-red-700 underline hover:text-red-800';

function fieldMessage(field: keyof ProfileInput, error: FieldError | undefined): string | undefined {
  const message = error?.message;
  if (!message) return undefined;
  return /^(is|must) /.test(message) ? `${FIELD_LABELS[field]} ${message}` : message;
}

function isField(key: string): key is keyof ProfileInput {
  return Object.hasOwn(FIELD_LABELS, key);
}

function SubscriptionState({ premiumUntil }: { premiumUntil: string | null }) {
  const hydrated = useHydrated();
  const until = premiumUntil ? new Date(premiumUntil) : null;
  if (until && until.getTime() > Date.now()) {
    return (
      <p className="text-stone-700">
        <span className="mr-2 rounded bg-amber-100 px-2 py-0.5 text-xs font-bold uppercase tracking-wide text-amber-800">
          Premium
        </span>
        Premium until{' '}
        <time dateTime={until.toISOString()}>
          {hydrated
            ? until.toLocaleDateString(undefined, { dateStyle: 'long' })
            : until.toISOString().slice(0, 10)}
        </time>
      </p>
    );
  }
  return (
    <p className="text-stone-700">
      Free reader.{' '}
      <Link to={paths.home} className={linkClass}>
        See the plans
      </Link>
    </p>
  );
}

export function Component() {
  const baseId = useId();
  const idFor = (field: keyof ProfileInput | 'email') => `${baseId}-${field}`;
  const errorIdFor = (field: keyof ProfileInput) => `${baseId}-${field}-error`;
  const { user } = useAuth();
  const authStore = useAuthStore();
  const navigate = useNavigate();
  const [status, setStatus] = useState<{ ok: boolean; message: string } | null>(null);
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProfileInput>({
    resolver: zodResolver(profileInputSchema),
    defaultValues: { name: user?.name ?? '', photo: user?.image ?? '' },
  });

  const updated = status?.ok === true;
  useEffect(() => {
    if (!updated) return;
    const timer = window.setTimeout(() => navigate(paths.home), TIMINGS.profileSuccessMs);
    return () => window.clearTimeout(timer);
  }, [updated, navigate]);

  const onSubmit = async (values: ProfileInput) => {
    setStatus(null);
    try {
      await authStore.updateProfile(values);
    } catch (error) {
      const message = error instanceof Error ? error.message : 'The profile could not be saved.';
      if (error instanceof ApiError && error.fields) {
        for (const [key, text] of Object.entries(error.fields)) {
          if (isField(key)) setError(key, { type: 'server', message: text });
        }
      }
      toast.error(message);
      setStatus({ ok: false, message });
      return;
    }
    setStatus({ ok: true, message: PROFILE_UPDATED });
  };

  if (!user) return null;

  const fieldProps = (field: keyof ProfileInput) => {
    const invalid = Boolean(errors[field]);
    return {
      id: idFor(field),
      'aria-invalid': invalid,
      'aria-describedby': invalid ? errorIdFor(field) : undefined,
      className: `${inputClass} ${invalid ? 'border-red-600' : 'border-stone-300'}`,
    };
  };

  const fieldError = (field: keyof ProfileInput) => {
    const message = fieldMessage(field, errors[field]);
    return message ? (
      <p id={errorIdFor(field)} className="mt-1 text-sm text-red-700">
        {message}
      </p>
    ) : null;
  };

  return (
    <div className="mx-auto max-w-lg py-12">
      <h1 className="font-serif text-4xl font-bold text-stone-900">Edit Profile</h1>
      <section
        aria-labelledby={`${baseId}-subscription`}
        className="mt-6 rounded-lg bg-stone-50 p-4 ring-1 ring-stone-200"
      >
        <h2
          id={`${baseId}-subscription`}
          className="text-sm font-semibold uppercase tracking-wide text-stone-500"
        >
          Subscription
        </h2>
        <div className="mt-2">
          <SubscriptionState premiumUntil={user.premiumUntil} />
        </div>
      </section>
      <div className="mt-6 rounded-lg border border-stone-200 bg-white p-6 shadow-sm">
        <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Edit Profile">
          <fieldset disabled={!hydrated} className="min-w-0 space-y-5">
            <div>
              <label htmlFor={idFor('name')} className="block text-sm font-semibold text-stone-800">
                {FIELD_LABELS.name}
              </label>
              <input
                type="text"
                autoComplete="name"
                defaultValue={user.name}
                {...fieldProps('name')}
                {...register('name')}
              />
              {fieldError('name')}
            </div>
            <div>
              <label htmlFor={idFor('photo')} className="block text-sm font-semibold text-stone-800">
                {FIELD_LABELS.photo}
              </label>
              <input
                type="url"
                inputMode="url"
                placeholder="https://"
                autoComplete="photo"
                defaultValue={user.image ?? ''}
                {...fieldProps('photo')}
                {...register('photo')}
              />
              {fieldError('photo')}
            </div>
            <div>
              <label htmlFor={idFor('email')} className="block text-sm font-semibold text-stone-800">
                Email
              </label>
              <input
                id={idFor('email')}
                type="email"
                value={user.email}
                readOnly
                aria-describedby={`${idFor('email')}-note`}
                className={`${inputClass} cursor-not-allowed border-stone-200 bg-stone-100 text-stone-600`}
              />
              <p id={`${idFor('email')}-note`} className="mt-1 text-xs text-stone-500">
                Your e-mail address signs you in and cannot be changed here.
              </p>
            </div>
            <div className="flex flex-wrap items-center justify-between gap-4">
              <button
                type="submit"
                disabled={isSubmitting || updated}
                className="flex items-center justify-center gap-2 rounded bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60"
              >
                {isSubmitting ? <Spinner size={18} className="border-white! border-t-transparent!" /> : null}
                Update Profile
              </button>
              <Link to={FORGOT_PASSWORD_PATH} className={`text-sm ${linkClass}`}>
                Change password
              </Link>
            </div>
            {status ? (
              <p
                role={status.ok ? 'status' : 'alert'}
                className={`text-sm font-semibold ${status.ok ? 'text-green-700' : 'text-red-700'}`}
              >
                {status.message}
              </p>
            ) : null}
          </fieldset>
        </form>
      </div>
    </div>
  );
}
