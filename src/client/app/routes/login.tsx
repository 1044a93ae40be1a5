import { ACCOUNT_TEXTS } from '@shared/messages';
import { paths } from '@shared/paths';
import { lazy } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../components/ui/link';
import { AuthCard, AuthSwitch, authLinkClass, OrDivider } from '../../features/auth/components/auth-card';
import { EditorsOnly, useEditorsOnly } from '../../features/auth/components/editors-only';
import { GoogleButton } from '../../features/auth/components/google-button';
import { SignInForm } from '../../features/auth/components/sign-in-form';
import { OptionalPart } from '../../lib/optional-part';
import { useHydrated } from '../../lib/use-hydrated';
import { returnPath, withFrom } from '../guards';

const TEXTS = ACCOUNT_TEXTS.login;

/**
 * The passkey button loads once the page is running in the browser (it is never rendered on the server), so
 * its code adds nothing to what loads the page, or every page.
 */
const PasskeySignIn = lazy(async () => ({
  default: (await import('../../features/auth/components/passkey-sign-in')).PasskeySignIn,
}));

/** What a confirmation link that did not work brought back in `?error=`, in words. */
function linkProblem(searchParams: URLSearchParams): string | undefined {
  const code = searchParams.get('error') ?? '';
  return Object.hasOwn(ACCOUNT_TEXTS.linkProblems, code) ? ACCOUNT_TEXTS.linkProblems[code] : undefined;
}

/** Where the passkey button comes, kept at its height while it loads. */
const PASSKEY_PLACE = <div className="mt-3 h-11" />;

export function Component() {
  const [searchParams] = useSearchParams();
  const destination = returnPath(searchParams);
  const editorsOnly = useEditorsOnly(destination);
  const problem = linkProblem(searchParams);
  const hydrated = useHydrated();
  if (editorsOnly) return <EditorsOnly />;

  return (
    <AuthCard title={TEXTS.title}>
      {problem ? (
        <p role="alert" className="mb-6 rounded bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          {problem}
        </p>
      ) : null}
      <GoogleButton redirectTo={destination} />
      {hydrated ? (
        <OptionalPart fallback={PASSKEY_PLACE}>
          <PasskeySignIn destination={destination} />
        </OptionalPart>
      ) : (
        PASSKEY_PLACE
      )}
      <OrDivider>{TEXTS.divider}</OrDivider>
      <SignInForm destination={destination} />
      <p className="mt-4 text-right text-sm">
        <Link to={paths.forgotPassword} className={authLinkClass}>
          {TEXTS.forgotPassword}
        </Link>
      </p>
      <AuthSwitch
        question={TEXTS.newHere}
        to={withFrom(paths.register, searchParams)}
        label={TEXTS.toRegister}
      />
    </AuthCard>
  );
}
