import { ERROR_CODES, type ErrorCode } from '@shared/error-codes';
import { ACCOUNT_TEXTS } from '@shared/messages';
import { passwordSchema } from '@shared/schemas/auth';
import { useState } from 'react';
import { z } from 'zod';
import { Field, Form, FormStatus } from '../../../components/ui/field';
import { useSchemaForm } from '../../../components/ui/use-schema-form';
import { ApiError } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth';
import { PasswordInput } from './password-input';
import { PasswordRules } from './password-rules';

const TEXTS = ACCOUNT_TEXTS.changePassword;
const { labels } = ACCOUNT_TEXTS;

const changePasswordSchema = z.object({
  currentPassword: z.string({ message: 'is required' }).min(1, 'is required'),
  newPassword: passwordSchema,
});
type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

const LABELS: Record<keyof ChangePasswordInput, string> = {
  currentPassword: labels.currentPassword,
  newPassword: labels.newPassword,
};
const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '' };
/** Codes of a new password the server refused (our rules, then the identity library's length limits). */
const NEW_PASSWORD_CODES = new Set<string>([
  ERROR_CODES.PASSWORD_RULE,
  ERROR_CODES.PASSWORD_TOO_SHORT,
  ERROR_CODES.PASSWORD_TOO_LONG,
] satisfies ErrorCode[]);

/** The anchor of the form on the profile page. */
export const CHANGE_PASSWORD_ID = 'change-password';

/**
 * Changing the password in place: the current one, then the new one under the same rules as at
 * registration. The reader stays signed in here; their other sessions end.
 */
export function ChangePasswordForm() {
  const authStore = useAuthStore();
  const [status, setStatus] = useState<{ ok: boolean; message: string } | null>(null);
  const form = useSchemaForm(changePasswordSchema, EMPTY, LABELS);
  const newPassword = form.watch('newPassword') ?? '';

  const onSubmit = async ({ currentPassword, newPassword: next }: ChangePasswordInput) => {
    setStatus(null);
    try {
      await authStore.changePassword(currentPassword, next);
    } catch (error) {
      const code = error instanceof ApiError ? error.code : null;
      if (code === ERROR_CODES.INVALID_PASSWORD) {
        form.setError('currentPassword', { type: 'server', message: TEXTS.wrongCurrent });
        return;
      }
      const message = error instanceof Error ? error.message : TEXTS.failed;
      if (code && NEW_PASSWORD_CODES.has(code)) {
        form.setError('newPassword', { type: 'server', message });
        return;
      }
      setStatus({ ok: false, message });
      return;
    }
    form.reset(EMPTY);
    setStatus({ ok: true, message: TEXTS.done });
  };

  return (
    <section id={CHANGE_PASSWORD_ID} aria-labelledby={`${CHANGE_PASSWORD_ID}-title`}>
      <h2 id={`${CHANGE_PASSWORD_ID}-title`} className="font-serif text-2xl font-bold text-stone-900">
        {TEXTS.title}
      </h2>
      <p className="mt-1 mb-4 text-sm text-stone-600">{TEXTS.intro}</p>
      <Form
        texts={TEXTS}
        onSubmit={form.handleSubmit(onSubmit)}
        busy={form.busy}
        status={status ? <FormStatus ok={status.ok} message={status.message} /> : null}
      >
        <Field {...form.field('currentPassword')}>
          <PasswordInput autoComplete="current-password" {...form.register('currentPassword')} />
        </Field>
        <Field {...form.field('newPassword')}>
          <PasswordInput autoComplete="new-password" {...form.register('newPassword')} />
          <PasswordRules password={newPassword} />
        </Field>
      </Form>
    </section>
  );
}
