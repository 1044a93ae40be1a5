import { zodResolver } from '@hookform/resolvers/zod';
import { ERROR_CODES } from '@shared/error-codes';
import { ACCOUNT_TEXTS } from '@shared/messages';
import { type LoginInput, loginInputSchema } from '@shared/schemas/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Field, FormFields, FormStatus, fieldsOf, TextInput } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth';
import { toast } from '../../../lib/toast';
import { PasswordInput } from './password-input';

const TEXTS = ACCOUNT_TEXTS.login;
const LABELS: Record<keyof LoginInput, string> = {
  email: ACCOUNT_TEXTS.labels.email,
  password: ACCOUNT_TEXTS.labels.password,
};

/** Signing in with e-mail and password; on success the reader goes to `destination`. */
export function SignInForm({ destination }: { destination: string }) {
  const authStore = useAuthStore();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({
    resolver: zodResolver(loginInputSchema),
    defaultValues: { email: '', password: '' },
  });
  const field = fieldsOf(LABELS, errors);

  const onSubmit = async ({ email, password }: LoginInput) => {
    setFailure(null);
    try {
      await authStore.signInWithPassword(email, password, destination);
    } catch (error) {
      // Right password, address not confirmed yet: the server has mailed a fresh link.
      if (error instanceof ApiError && error.code === ERROR_CODES.EMAIL_NOT_VERIFIED) {
        toast.error(TEXTS.confirmFirst);
        setFailure(TEXTS.confirmFirst);
        return;
      }
      const message = error instanceof Error ? error.message : TEXTS.failed;
      const rateLimited = error instanceof ApiError && error.code === ERROR_CODES.RATE_LIMITED;
      toast.error(rateLimited ? message : TEXTS.failed);
      setFailure(message);
      return;
    }
    toast.success(TEXTS.success);
    navigate(destination, { replace: true });
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label={TEXTS.title}>
      <FormFields>
        <Field {...field('email')}>
          <TextInput type="email" autoComplete="email" {...register('email')} />
        </Field>
        <Field {...field('password')}>
          <PasswordInput autoComplete="current-password" {...register('password')} />
        </Field>
        <Button type="submit" block busy={isSubmitting}>
          {TEXTS.submit}
        </Button>
        {failure ? <FormStatus message={failure} /> : null}
      </FormFields>
    </form>
  );
}
