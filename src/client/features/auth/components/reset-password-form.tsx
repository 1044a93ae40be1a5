import { resetPassword } from '@shared/contract/auth';
import { ERROR_CODES, type ErrorCode } from '@shared/error-codes';
import { ACCOUNT_TEXTS } from '@shared/messages';
import { paths } from '@shared/paths';
import { resetPasswordInputSchema } from '@shared/schemas/auth';
import { useState } from 'react';
import type { z } from 'zod';
import { buttonClass } from '../../../components/ui/button';
import { Field, Form, FormStatus } from '../../../components/ui/field';
import { Link } from '../../../components/ui/link';
import { useSchemaForm } from '../../../components/ui/use-schema-form';
import { ApiError } from '../../../lib/api-client';
import { useApi } from '../../../lib/app-context';
import { useAuth, useAuthStore } from '../../../lib/auth';
import { PasswordInput } from './password-input';
import { PasswordRules } from './password-rules';

type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

const TEXTS = ACCOUNT_TEXTS.resetPassword;
const LABELS: Record<keyof ResetPasswordInput, string> = { password: ACCOUNT_TEXTS.labels.newPassword };
/** Codes of a password the server refused (our rules, then the identity library's length limits). */
const PASSWORD_CODES = new Set<string>([
  ERROR_CODES.PASSWORD_RULE,
  ERROR_CODES.PASSWORD_TOO_SHORT,
  ERROR_CODES.PASSWORD_TOO_LONG,
] satisfies ErrorCode[]);

/** A message with one onward link styled as a button. */
function Onward({
  role,
  text,
  to,
  label,
}: {
  role: 'alert' | 'status';
  text: string;
  to: string;
  label: string;
}) {
  return (
    <div role={role}>
      <p className="text-stone-800">{text}</p>
      <Link to={to} className={buttonClass({ className: 'mt-6' })}>
        {label}
      </Link>
    </div>
  );
}

/**
 * Choosing a new password with the token of the reset e-mail; a spent or missing token says so and
 * offers a new link.
 */
export function ResetPasswordForm({ token, linkFailed }: { token: string; linkFailed: boolean }) {
  const api = useApi();
  const { user } = useAuth();
  const authStore = useAuthStore();
  const [state, setState] = useState<'form' | 'done' | 'expired'>(linkFailed || !token ? 'expired' : 'form');
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm(resetPasswordInputSchema, { password: '' }, LABELS);

  const onSubmit = async ({ password }: ResetPasswordInput) => {
    setFailure(null);
    try {
      await api.call(resetPassword, { body: { newPassword: password, token } });
    } catch (error) {
      if (error instanceof ApiError && error.code === ERROR_CODES.INVALID_TOKEN) {
        setState('expired');
        return;
      }
      const message = error instanceof Error ? error.message : TEXTS.failed;
      if (error instanceof ApiError && PASSWORD_CODES.has(error.code)) {
        form.setError('password', { type: 'server', message });
        return;
      }
      setFailure(message);
      return;
    }
    // The reset ends every session of the account, this browser's included.
    if (user) authStore.handleUnauthorized();
    setState('done');
  };

  const password = form.watch('password') ?? '';
  const status = failure ? <FormStatus message={failure} /> : null;
  if (state === 'expired') {
    return <Onward role="alert" text={TEXTS.expired} to={paths.forgotPassword} label={TEXTS.newLink} />;
  }
  if (state === 'done')
    return <Onward role="status" text={TEXTS.done} to={paths.login} label={TEXTS.toLogin} />;

  return (
    <Form texts={TEXTS} onSubmit={form.handleSubmit(onSubmit)} busy={form.busy} status={status}>
      <Field {...form.field('password')}>
        <PasswordInput autoComplete="new-password" {...form.register('password')} />
        <PasswordRules password={password} />
      </Field>
    </Form>
  );
}
