import { ACCOUNT_TEXTS } from '@shared/messages';
import { paths } from '@shared/paths';
import { AuthCard, AuthSwitch } from '../../features/auth/components/auth-card';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';

const TEXTS = ACCOUNT_TEXTS.forgotPassword;

/** Asks for a password-reset e-mail. */
export function Component() {
  return (
    <AuthCard title={TEXTS.title}>
      <ForgotPasswordForm />
      <AuthSwitch question={TEXTS.remembered} to={paths.login} label={TEXTS.toLogin} />
    </AuthCard>
  );
}
