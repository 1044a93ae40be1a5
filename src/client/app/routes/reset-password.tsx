import { ACCOUNT_TEXTS } from '@shared/messages';
import { useSearchParams } from 'react-router';
import { AuthCard } from '../../features/auth/components/auth-card';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';

/** The page the password-reset e-mail links to (the identity library adds `?token=` or `?error=INVALID_TOKEN`). */
export function Component() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';

  return (
    <AuthCard title={ACCOUNT_TEXTS.resetPassword.title}>
      <ResetPasswordForm token={token} linkFailed={searchParams.has('error')} />
    </AuthCard>
  );
}
