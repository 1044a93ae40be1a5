import { ACCOUNT_TEXTS } from '@shared/messages';
import { photoUrlSchema, type RegisterInput, registerInputSchema } from '@shared/schemas/auth';
import { useState } from 'react';
import { z } from 'zod';
import { Field, Form, FormStatus, showServerFieldErrors, TextField } from '../../../components/ui/field';
import { useSchemaForm } from '../../../components/ui/use-schema-form';
import { useAuthStore } from '../../../lib/auth';
import { toast } from '../../../lib/toast';
import { PasswordInput } from './password-input';

const TEXTS = ACCOUNT_TEXTS.register;
const { labels } = ACCOUNT_TEXTS;
const LABELS: Record<keyof RegisterInput, string> = {
  name: labels.name,
  photo: labels.photo,
  email: labels.email,
  password: labels.password,
};
/** The server names the photo `image` (the identity library's word); the form calls it `photo`. */
const SERVER_NAMES = { image: 'photo' } as const;
const EMPTY: RegisterInput = { name: '', photo: '', email: '', password: '' };

/** The photo URL is required: an empty field says so rather than "Invalid URL". */
const registerFormSchema = registerInputSchema.extend({
  photo: z.string().trim().min(1, 'is required').pipe(photoUrlSchema),
});

type Outcome = { ok: boolean; message: string; email?: string };

/** Creating an account with e-mail and password; the new address is confirmed by mail before sign-in. */
export function SignUpForm({ destination }: { destination: string }) {
  const authStore = useAuthStore();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const form = useSchemaForm(registerFormSchema, EMPTY, LABELS);

  const onSubmit = async (values: RegisterInput) => {
    setOutcome(null);
    try {
      await authStore.register(values, destination);
    } catch (error) {
      const message = error instanceof Error ? error.message : TEXTS.failed;
      showServerFieldErrors(error, form.setError, LABELS, SERVER_NAMES);
      toast.error(message);
      setOutcome({ ok: false, message });
      return;
    }
    toast.success(TEXTS.success);
    setOutcome({ ok: true, message: TEXTS.created, email: values.email });
  };

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
      <TextField
        form={form}
        name="photo"
        type="url"
        inputMode="url"
        placeholder="https://"
        autoComplete="photo"
      />
      <TextField form={form} name="email" type="email" autoComplete="email" />
      <Field {...form.field('password')}>
        <PasswordInput autoComplete="new-password" {...form.register('password')} />
      </Field>
    </Form>
  );
}
