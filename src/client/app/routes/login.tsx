import { ACCOUNT_TEXTS } from '@shared/messages';
import { paths } from '@shared/paths';
import { useSearchParams } from 'react-router';
import { Link } from '../../components/ui/link';
import { AuthCard, AuthSwitch, authLinkClass, OrDivider } from '../../features/auth/components/auth-card';
import { EditorsOnly, useEditorsOnly } from '../../features/auth/components/editors-only';
import { GoogleButton } from '../../features/auth/components/google-button';
import { PasskeySignIn } from '../../features/auth/components/passkey-sign-in';
import { SignInForm } from '../../features/auth/components/sign-in-form';
import { returnPath, withFrom } from '../guards';

const TEXTS = ACCOUNT_TEXTS.login;

/** What a confirmation link that did not work brought back in `?error=`, in words. */
function linkProblem(searchParams: URLSearchParams): string | undefined {
  const code = searchParams.get('error') ?? '';
  return Object.hasOwn(ACCOUNT_TEXTS.linkProblems, code) ? ACCOUNT_TEXTS.linkProblems[code] : undefined;
}

export function Component() {
  const [searchParams] = useSearchParams();
  const destination = returnPath(searchParams);
  const editorsOnly = useEditorsOnly(destination);
  const problem = linkProblem(searchParams);
  if (editorsOnly) return <EditorsOnly />;

  return (
    <AuthCard title={TEXTS.title}>
      {problem ? (
        <p role="alert" className="mb-6 rounded bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          {problem}
        </p>
      ) : null}
      <GoogleButton redirectTo={destination} />
      <PasskeySignIn destination={destination} />
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
