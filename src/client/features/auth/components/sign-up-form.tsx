import { ACCOUNT_TEXTS } from '@shared/messages';
import { type RegisterInput, registerInputSchema } from '@shared/schemas/auth';
import { useState } from 'react';
import { Field, Form, FormStatus, showServerFieldErrors, TextField } from '../../../components/ui/field';
import { PhotoInput, usePhotoInput } from '../../../components/ui/photo-input';
import { useSchemaForm } from '../../../components/ui/use-schema-form';
import { useAuthStore } from '../../../lib/auth';
import { toast } from '../../../lib/toast';
import { PasswordInput } from './password-input';
import { PasswordRules } from './password-rules';

const TEXTS = ACCOUNT_TEXTS.register;
const { labels } = ACCOUNT_TEXTS;
/** The photo is not a text field: it is optional, uploaded first, and its URL goes with the rest. */
type SignUpValues = Omit<RegisterInput, 'photo'>;
const LABELS: Record<keyof SignUpValues, string> = {
  name: labels.name,
  email: labels.email,
  password: labels.password,
};
const EMPTY: SignUpValues = { name: '', email: '', password: '' };
const registerFormSchema = registerInputSchema.omit({ photo: true });

type Outcome = { ok: boolean; message: string; email?: string };

/** Registration's failure toasts share one id: a new failure replaces the last one. */
const REGISTER_TOAST_ID = 'register';

/** Creating an account with e-mail and password; the new address is confirmed by mail before sign-in. */
export function SignUpForm({ destination }: { destination: string }) {
  const authStore = useAuthStore();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const form = useSchemaForm(registerFormSchema, EMPTY, LABELS);
  const photo = usePhotoInput();

  const onSubmit = async (values: SignUpValues) => {
    setOutcome(null);
    const choice = await photo.resolve();
    if (choice.kind === 'failed') return;
    try {
      await authStore.register(
        { ...values, ...(choice.kind === 'new' ? { photo: choice.url } : {}) },
        destination,
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : TEXTS.failed;
      // Said under the form (and under the field it is about), and in one toast with the error, as the
      // registration page has always done (docs/product.md); a new failure replaces the last toast.
      showServerFieldErrors(error, form.setError, LABELS);
      setOutcome({ ok: false, message });
      toast.error(message, { id: REGISTER_TOAST_ID });
      return;
    }
    toast.success(TEXTS.success, { id: REGISTER_TOAST_ID });
    setOutcome({ ok: true, message: TEXTS.created, email: values.email });
  };

  const password = form.watch('password') ?? '';
  const created = outcome?.ok === true;
  const status = outcome ? (
    <FormStatus ok={outcome.ok} message={outcome.message}>
      {outcome.email ? (
        <p className="mt-2 text-sm text-stone-700">
          We have sent an e-mail to <strong className="break-all">{outcome.email}</strong>. Open the link in
          it to confirm the address and sign in; it works for 24 hours.
        </p>
      ) : null}
    </FormStatus>
  ) : null;

  return (
    <Form
      texts={TEXTS}
      onSubmit={form.handleSubmit(onSubmit)}
      busy={form.busy}
      done={created}
      status={status}
    >
      <TextField form={form} name="name" type="text" autoComplete="name" />
      <PhotoInput control={photo} />
      <TextField form={form} name="email" type="email" autoComplete="email" />
      <Field {...form.field('password')}>
        <PasswordInput autoComplete="new-password" {...form.register('password')} />
        <PasswordRules password={password} />
      </Field>
    </Form>
  );
}
