import { TIMINGS } from '@shared/constants';
import { ACCOUNT_TEXTS } from '@shared/messages';
import { paths } from '@shared/paths';
import { type ProfileInput, profileInputSchema } from '@shared/schemas/auth';
import type { SsrViewer } from '@shared/ssr';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  Field,
  Form,
  FormStatus,
  showServerFieldErrors,
  TextField,
  TextInput,
} from '../../../components/ui/field';
import { useSchemaForm } from '../../../components/ui/use-schema-form';
import { useAuthStore } from '../../../lib/auth';
import { toast } from '../../../lib/toast';

const TEXTS = ACCOUNT_TEXTS.profile;
const { labels } = ACCOUNT_TEXTS;
const LABELS: Record<keyof ProfileInput, string> = { name: labels.username, photo: labels.photo };
const PHOTO_INPUT = {
  type: 'url',
  inputMode: 'url',
  placeholder: 'https://',
  autoComplete: 'photo',
} as const;

/** The reader's name and photo; the e-mail address is shown but cannot change. Home follows a success. */
export function ProfileForm({ user }: { user: SsrViewer }) {
  const authStore = useAuthStore();
  const navigate = useNavigate();
  const [status, setStatus] = useState<{ ok: boolean; message: string } | null>(null);
  const form = useSchemaForm(profileInputSchema, { name: user.name, photo: user.image ?? '' }, LABELS);

  const updated = status?.ok === true;
  useEffect(() => {
    if (!updated) return;
    const timer = window.setTimeout(() => navigate(paths.home), TIMINGS.profileSuccessMs);
    return () => window.clearTimeout(timer);
  }, [updated, navigate]);

  const onSubmit = async (values: ProfileInput) => {
    setStatus(null);
    try {
      await authStore.updateProfile(values);
    } catch (error) {
      const message = error instanceof Error ? error.message : TEXTS.failed;
      showServerFieldErrors(error, form.setError, LABELS);
      toast.error(message);
      setStatus({ ok: false, message });
      return;
    }
    setStatus({ ok: true, message: TEXTS.updated });
  };

  return (
    <Form
      texts={TEXTS}
      onSubmit={form.handleSubmit(onSubmit)}
      busy={form.busy}
      done={updated}
      aside={
        <Link
          to={paths.forgotPassword}
          className="text-sm font-semibold text-red-700 underline hover:text-red-800"
        >
          {TEXTS.changePassword}
        </Link>
      }
      status={status ? <FormStatus ok={status.ok} message={status.message} /> : null}
    >
      <TextField form={form} name="name" type="text" autoComplete="name" defaultValue={user.name} />
      <TextField form={form} name="photo" {...PHOTO_INPUT} defaultValue={user.image ?? ''} />
      <Field label={labels.email} description={TEXTS.emailNote}>
        <TextInput type="email" value={user.email} readOnly />
      </Field>
    </Form>
  );
}
