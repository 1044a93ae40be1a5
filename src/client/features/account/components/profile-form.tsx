import { TIMINGS } from '@shared/constants';
import { ACCOUNT_TEXTS } from '@shared/messages';
import { DISCOVERY_TEXTS } from '@shared/messages/discovery';
import { WRITER_TEXTS } from '@shared/messages/writers';
import { paths } from '@shared/paths';
import { BIO_MAX_LENGTH, type ProfileInput, profileInputSchema } from '@shared/schemas/auth';
import type { SsrViewer } from '@shared/ssr';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  Field,
  Form,
  FormStatus,
  showServerFieldErrors,
  TextArea,
  TextField,
  TextInput,
} from '../../../components/ui/field';
import { Link } from '../../../components/ui/link';
import { PhotoInput, usePhotoInput } from '../../../components/ui/photo-input';
import { useSchemaForm } from '../../../components/ui/use-schema-form';
import { useAuthStore } from '../../../lib/auth';

const TEXTS = ACCOUNT_TEXTS.profile;
const { labels } = ACCOUNT_TEXTS;
/** The photo is not a text field: it is shown as a picture, and changed or removed with its own control. */
type ProfileValues = Omit<ProfileInput, 'photo'>;
const LABELS: Record<keyof ProfileValues, string> = {
  // The same word as the register form's field and the account menu's.
  name: labels.name,
  bio: DISCOVERY_TEXTS.author.bioLabel,
  showEmail: TEXTS.showEmail,
};
const profileFormSchema = profileInputSchema.omit({ photo: true });

/**
 * The reader's name, photo and bio (`bio`, as stored), and whether readers see their e-mail address with their
 * articles (`showEmail`, as stored); the address is shown but cannot change. Home follows a success.
 */
export function ProfileForm({ user, bio, showEmail }: { user: SsrViewer; bio: string; showEmail: boolean }) {
  const authStore = useAuthStore();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<{ ok: boolean; message: string } | null>(null);
  const form = useSchemaForm(profileFormSchema, { name: user.name, bio, showEmail }, LABELS);
  const photo = usePhotoInput(user.image);

  const updated = status?.ok === true;
  useEffect(() => {
    if (!updated) return;
    const timer = window.setTimeout(() => navigate(paths.home), TIMINGS.profileSuccessMs);
    return () => window.clearTimeout(timer);
  }, [updated, navigate]);

  const onSubmit = async (values: ProfileValues) => {
    setStatus(null);
    const choice = await photo.resolve();
    if (choice.kind === 'failed') return;
    const change = { new: choice.kind === 'new' ? choice.url : null, remove: null, keep: undefined };
    try {
      await authStore.updateProfile({ ...values, photo: change[choice.kind] });
    } catch (error) {
      const message = error instanceof Error ? error.message : TEXTS.failed;
      // Said under the form (and under the field it is about), not repeated in a toast.
      showServerFieldErrors(error, form.setError, LABELS);
      setStatus({ ok: false, message });
      return;
    }
    void queryClient.invalidateQueries({ queryKey: ['me'] });
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
          to={`${paths.updateProfile}#change-password`}
          className="text-sm font-semibold text-red-700 underline hover:text-red-800"
        >
          {TEXTS.changePassword}
        </Link>
      }
      status={status ? <FormStatus ok={status.ok} message={status.message} /> : null}
    >
      <TextField form={form} name="name" type="text" autoComplete="name" defaultValue={user.name} />
      <PhotoInput control={photo} />
      <Field {...form.field('bio')} description={DISCOVERY_TEXTS.author.bioNote}>
        {/* No maxLength: a pasted bio is not cut mid-word; the count says how much is over, and the form refuses it. */}
        <TextArea rows={3} {...form.register('bio')} />
      </Field>
      <BioCount used={form.watch('bio')?.length ?? 0} />
      <Field label={labels.email} description={TEXTS.emailNote}>
        <TextInput type="email" value={user.email} readOnly />
      </Field>
      <div className="flex items-start gap-3">
        <input
          id="profile-show-email"
          type="checkbox"
          className="mt-1 h-5 w-5 accent-red-700"
          aria-describedby="profile-show-email-note"
          {...form.register('showEmail')}
        />
        <div>
          <label htmlFor="profile-show-email" className="text-sm font-semibold text-stone-800">
            {TEXTS.showEmail}
          </label>
          <p id="profile-show-email-note" className="text-xs text-stone-500">
            {TEXTS.showEmailNote}
          </p>
        </div>
      </div>
    </Form>
  );
}

/** How much of the bio's room is used; said politely to screen readers once typing pauses. */
function BioCount({ used }: { used: number }) {
  const over = used > BIO_MAX_LENGTH;
  return (
    <p
      aria-live="polite"
      className={`text-right text-xs ${over ? 'font-semibold text-red-700' : 'text-stone-500'}`}
    >
      {WRITER_TEXTS.bioCount(used, BIO_MAX_LENGTH)}
    </p>
  );
}
