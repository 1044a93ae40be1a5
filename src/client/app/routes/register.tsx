import { ACCOUNT_TEXTS } from '@shared/messages';
import { paths } from '@shared/paths';
import { useSearchParams } from 'react-router';
import { AuthCard, AuthSwitch, OrDivider } from '../../features/auth/components/auth-card';
import { EditorsOnly, useEditorsOnly } from '../../features/auth/components/editors-only';
import { GoogleButton } from '../../features/auth/components/google-button';
import { SignUpForm } from '../../features/auth/components/sign-up-form';
import { returnPath, withFrom } from '../guards';

const TEXTS = ACCOUNT_TEXTS.register;

export function Component() {
  const [searchParams] = useSearchParams();
  const destination = returnPath(searchParams);
  const editorsOnly = useEditorsOnly(destination);
  if (editorsOnly) return <EditorsOnly />;

  return (
    <AuthCard title={TEXTS.title}>
      <GoogleButton redirectTo={destination} />
      <OrDivider>{TEXTS.divider}</OrDivider>
      <SignUpForm destination={destination} />
      <AuthSwitch
        question={TEXTS.haveAccount}
        to={withFrom(paths.login, searchParams)}
        label={TEXTS.toLogin}
      />
    </AuthCard>
  );
}
