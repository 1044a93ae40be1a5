import { ERROR_CODES } from '@shared/error-codes';
import { MODERATION_TEXTS } from '@shared/messages';
import { type Publisher, publisherInputSchema } from '@shared/schemas/publishers';
import type { UseQueryResult } from '@tanstack/react-query';
import type { FormEvent, ReactNode } from 'react';
import { z } from 'zod';
import { BusyNote } from '../../../components/ui/busy-note';
import { Button } from '../../../components/ui/button';
import { Field, FormFields, TextInput } from '../../../components/ui/field';
import { ImageInput, useImageInput } from '../../../components/ui/image-input';
import { QueryState } from '../../../components/ui/query-state';
import { useSchemaForm } from '../../../components/ui/use-schema-form';
import { ApiError } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth';
import { toast } from '../../../lib/toast';
import { uploadImage } from '../../../lib/upload-image';
import { useCreatePublisher } from '../api/admin-mutations';
import { PublisherRow } from './publisher-row';

const TEXTS = MODERATION_TEXTS.publishers;

const publisherFormSchema = z.object({
  publisherName: publisherInputSchema.shape.publisherName,
  country: publisherInputSchema.shape.country,
});
type PublisherForm = z.infer<typeof publisherFormSchema>;

/** A white card on the page, named by its heading. */
function Panel({ titleId, children }: { titleId: string; children: ReactNode }) {
  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-stone-200 bg-white p-6 shadow-sm">
      {children}
    </section>
  );
}

/** The logo is uploaded first (docs/product.md#dashboard); if that fails nothing is posted, and a toast says why. */
export function AddPublisherForm() {
  const authStore = useAuthStore();
  const createPublisher = useCreatePublisher();
  const logo = useImageInput({
    upload: (file) => uploadImage(file, authStore.getToken),
    uploadErrorUnderField: false,
  });
  const { register, handleSubmit, reset, setError, field, busy } = useSchemaForm(
    publisherFormSchema,
    { publisherName: '', country: '' },
    { publisherName: TEXTS.nameLabel, country: TEXTS.countryLabel },
  );

  const onSubmit = async ({ publisherName, country }: PublisherForm) => {
    if (!logo.file) return;
    const image = await logo.uploadChosen();
    if (!image) return;
    try {
      await createPublisher.mutateAsync({ publisherName, image, ...(country ? { country } : {}) });
    } catch (error) {
      const message = error instanceof Error ? error.message : TEXTS.failed;
      if (error instanceof ApiError && (error.status === 409 || error.code === ERROR_CODES.CONFLICT)) {
        setError('publisherName', { message });
      }
      toast.error(message);
      return;
    }
    toast.success(TEXTS.added);
    logo.clear();
    reset();
  };
  // The logo is required too: its error shows beside the name's.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!logo.file && !logo.error) logo.setError(TEXTS.chooseLogo);
    return handleSubmit(onSubmit)(event);
  };

  return (
    <Panel titleId="add-publisher-title">
      <h1 id="add-publisher-title" className="font-serif text-3xl font-bold text-stone-900">
        {TEXTS.title}
      </h1>
      <form onSubmit={submit} noValidate className="mt-6">
        <FormFields legend={TEXTS.title}>
          <Field {...field('publisherName')}>
            <TextInput
              type="text"
              required
              aria-required="true"
              maxLength={120}
              autoComplete="off"
              {...register('publisherName')}
            />
          </Field>
          <Field {...field('country')}>
            <TextInput type="text" maxLength={80} autoComplete="country-name" {...register('country')} />
          </Field>
          <ImageInput
            control={logo}
            label={TEXTS.logoLabel}
            previewAlt={TEXTS.logoPreview}
            previewClassName="h-20 w-20 rounded border border-stone-200 object-contain"
            captioned={false}
          />
          <Button type="submit" busy={busy} className="w-full sm:w-auto">
            {busy ? TEXTS.submitting : TEXTS.submit}
          </Button>
        </FormFields>
      </form>
    </Panel>
  );
}

/** The publishers so far; the page passes in the publishers query (the publishers feature owns it). */
export function PublisherList({ publishers }: { publishers: UseQueryResult<Publisher[]> }) {
  const { data } = publishers;
  return (
    <Panel titleId="publisher-list-title">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="publisher-list-title" className="font-serif text-2xl font-bold text-stone-900">
          {TEXTS.listTitle}
          {data ? ` (${data.length})` : ''}
        </h2>
        {data && publishers.isFetching ? <BusyNote /> : null}
      </div>
      {!data ? (
        <QueryState
          error={publishers.error}
          what={TEXTS.listWhat}
          onRetry={() => void publishers.refetch()}
        />
      ) : data.length === 0 ? (
        <p className="mt-4 text-stone-600">{TEXTS.none}</p>
      ) : (
        <ul aria-label={TEXTS.listTitle} className="mt-4 divide-y divide-stone-100">
          {data.map((publisher) => (
            <PublisherRow key={publisher._id} publisher={publisher} />
          ))}
        </ul>
      )}
    </Panel>
  );
}
