import { ERROR_CODES } from '@shared/error-codes';
import { ACCOUNT_TEXTS } from '@shared/messages';
import { type LoginInput, loginInputSchema } from '@shared/schemas/auth';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Field, Form, FormStatus, TextField } from '../../../components/ui/field';
import { useSchemaForm } from '../../../components/ui/use-schema-form';
import { ApiError } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth';
import { toast } from '../../../lib/toast';
import { PasswordInput } from './password-input';
import { SecondStepForm } from './second-step-form';

const TEXTS = ACCOUNT_TEXTS.login;
/** The sign-in's toasts share one id: a failure replaces the last one, and the success replaces a failure. */
const TOAST_ID = 'sign-in';
const LABELS: Record<keyof LoginInput, string> = {
  email: ACCOUNT_TEXTS.labels.email,
  password: ACCOUNT_TEXTS.labels.password,
};

/** Signing in with e-mail and password; on success the reader goes to `destination`. */
export function SignInForm({ destination }: { destination: string }) {
  const authStore = useAuthStore();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [secondStep, setSecondStep] = useState(false);
  const form = useSchemaForm(loginInputSchema, { email: '', password: '' }, LABELS);

  const onSubmit = async ({ email, password }: LoginInput) => {
    setFailure(null);
    try {
      if ((await authStore.signInWithPassword(email, password, destination)) === 'second step') {
        setSecondStep(true);
        return;
      }
    } catch (error) {
      // Right password, address not confirmed yet: the server has mailed a fresh link. Said under the form
      // only, like a refusal for too many attempts: a toast would repeat it.
      if (error instanceof ApiError && error.code === ERROR_CODES.EMAIL_NOT_VERIFIED) {
        setFailure(TEXTS.confirmFirst);
        return;
      }
      const message = error instanceof Error ? error.message : TEXTS.failed;
      const rateLimited = error instanceof ApiError && error.code === ERROR_CODES.RATE_LIMITED;
      if (!rateLimited) toast.error(TEXTS.failed, { id: TOAST_ID });
      setFailure(message);
      return;
    }
    toast.success(TEXTS.success, { id: TOAST_ID });
    navigate(destination, { replace: true });
  };

  const status = failure ? <FormStatus message={failure} /> : null;
  if (secondStep)
    return (
      <SecondStepForm
        onDone={async () => {
          await authStore.completeSessionSignIn();
          toast.success(TEXTS.success, { id: TOAST_ID });
          navigate(destination, { replace: true });
        }}
        onStartAgain={(message) => {
          setSecondStep(false);
          setFailure(message);
        }}
      />
    );
  return (
    <Form texts={TEXTS} onSubmit={form.handleSubmit(onSubmit)} busy={form.busy} status={status}>
      {/* `webauthn`: the browser also offers the reader's passkeys here (passkey-sign-in.tsx). */}
      <TextField form={form} name="email" type="email" autoComplete="email webauthn" />
      <Field {...form.field('password')}>
        <PasswordInput autoComplete="current-password" {...form.register('password')} />
      </Field>
    </Form>
  );
}
