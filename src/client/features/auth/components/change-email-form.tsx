import { changeEmail } from '@shared/contract/auth';
import { ERROR_CODES } from '@shared/error-codes';
import { ACCOUNT_TEXTS } from '@shared/messages';
import { emailSchema } from '@shared/schemas/common';
import { useState } from 'react';
import { z } from 'zod';
import { Field, Form, FormStatus, TextInput } from '../../../components/ui/field';
import { useSchemaForm } from '../../../components/ui/use-schema-form';
import { ApiError } from '../../../lib/api-client';
import { authCall } from '../../../lib/auth';
import { PasswordInput } from './password-input';

const TEXTS = ACCOUNT_TEXTS.changeEmail;

const changeEmailSchema = z.object({ newEmail: emailSchema, password: z.string() });
type ChangeEmailInput = z.infer<typeof changeEmailSchema>;

const LABELS: Record<keyof ChangeEmailInput, string> = {
  newEmail: TEXTS.newEmail,
  password: ACCOUNT_TEXTS.labels.password,
};
const EMPTY: ChangeEmailInput = { newEmail: '', password: '' };

/** The anchor of the form on the profile page. */
export const CHANGE_EMAIL_ID = 'change-email';

/**
 * Changing the sign-in address (docs/product.md#changing-the-e-mail-address): the new address, and the
 * password to show it is the reader (an account made with Google alone has none, and must have signed in
 * lately instead). Nothing changes until the link mailed to the new address is opened.
 */
export function ChangeEmailForm({ email, hasPassword }: { email: string; hasPassword: boolean }) {
  const [status, setStatus] = useState<{ ok: boolean; message: string } | null>(null);
  const form = useSchemaForm(changeEmailSchema, EMPTY, LABELS);

  const onSubmit = async ({ newEmail, password }: ChangeEmailInput) => {
    setStatus(null);
    // Whether the account has a password is known once the profile has loaded: checked here, not by the
    // schema the form was made with.
    if (hasPassword && !password) {
      form.setError('password', { type: 'required', message: 'is required' });
      form.setFocus('password');
      return;
    }
    try {
      await authCall(changeEmail, { body: { newEmail, ...(hasPassword ? { password } : {}) } });
    } catch (error) {
      if (error instanceof ApiError && error.code === ERROR_CODES.INVALID_PASSWORD) {
        form.setError('password', { type: 'server', message: TEXTS.wrongPassword });
        return;
      }
      const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
      for (const name of ['newEmail', 'password'] as const) {
        const problem = fields[name];
        if (problem) form.setError(name, { type: 'server', message: problem });
      }
      if (fields.newEmail || fields.password) return;
      setStatus({ ok: false, message: error instanceof Error ? error.message : TEXTS.failed });
      return;
    }
    form.reset(EMPTY);
    setStatus({ ok: true, message: TEXTS.sent(newEmail) });
  };

  return (
    <section id={CHANGE_EMAIL_ID} aria-labelledby={`${CHANGE_EMAIL_ID}-title`}>
      <h2 id={`${CHANGE_EMAIL_ID}-title`} className="font-serif text-2xl font-bold text-stone-900">
        {TEXTS.title}
      </h2>
      <p className="mt-1 mb-4 text-sm text-stone-600">{TEXTS.intro(email)}</p>
      <Form
        texts={TEXTS}
        onSubmit={form.handleSubmit(onSubmit)}
        busy={form.busy}
        status={status ? <FormStatus ok={status.ok} message={status.message} /> : null}
      >
        <Field {...form.field('newEmail')}>
          <TextInput type="email" autoComplete="email" inputMode="email" {...form.register('newEmail')} />
        </Field>
        {hasPassword ? (
          <Field {...form.field('password')} description={TEXTS.passwordNote}>
            <PasswordInput autoComplete="current-password" {...form.register('password')} />
          </Field>
        ) : (
          <p className="text-sm text-stone-600">{TEXTS.noPasswordNote}</p>
        )}
      </Form>
    </section>
  );
}
