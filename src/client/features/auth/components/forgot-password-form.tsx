import { requestPasswordReset } from '@shared/contract/auth';
import { ACCOUNT_TEXTS } from '@shared/messages';
import { paths } from '@shared/paths';
import { forgotPasswordInputSchema } from '@shared/schemas/auth';
import { useState } from 'react';
import type { z } from 'zod';
import { Form, TextField } from '../../../components/ui/field';
import { useSchemaForm } from '../../../components/ui/use-schema-form';
import { useApi } from '../../../lib/app-context';
import { useAuth } from '../../../lib/auth';
import { toast } from '../../../lib/toast';

type ForgotPasswordInput = z.infer<typeof forgotPasswordInputSchema>;

const TEXTS = ACCOUNT_TEXTS.forgotPassword;
const LABELS: Record<keyof ForgotPasswordInput, string> = { email: ACCOUNT_TEXTS.labels.email };

/** Asks for a password-reset e-mail; the answer never tells whether the address has an account. */
export function ForgotPasswordForm() {
  const api = useApi();
  const { user } = useAuth();
  const [sent, setSent] = useState(false);
  const form = useSchemaForm(forgotPasswordInputSchema, { email: user?.email ?? '' }, LABELS);

  const onSubmit = async ({ email }: ForgotPasswordInput) => {
    try {
      await api.call(requestPasswordReset, {
        body: { email, redirectTo: `${window.location.origin}${paths.resetPassword}` },
      });
      setSent(true);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : TEXTS.failed);
    }
  };

  if (sent) {
    return (
      <p role="status" className="text-stone-800">
        {TEXTS.sent}
      </p>
    );
  }

  return (
    <Form texts={TEXTS} onSubmit={form.handleSubmit(onSubmit)} busy={form.busy}>
      <p className="text-stone-600">{TEXTS.intro}</p>
      <TextField form={form} name="email" type="email" autoComplete="email" />
    </Form>
  );
}
