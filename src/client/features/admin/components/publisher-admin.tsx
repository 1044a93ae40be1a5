import { zodResolver } from '@hookform/resolvers/zod';
import { ERROR_CODES } from '@shared/error-codes';
import { MODERATION_TEXTS } from '@shared/messages';
import { publisherInputSchema } from '@shared/schemas/publishers';
import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { BusyNote } from '../../../components/ui/busy-note';
import { Button } from '../../../components/ui/button';
import { Field, FormFields, fieldsOf, TextInput } from '../../../components/ui/field';
import { ImageInput, useImageInput } from '../../../components/ui/image-input';
import { QueryState } from '../../../components/ui/query-state';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { ApiError } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth';
import { toast } from '../../../lib/toast';
import { uploadImage } from '../../articles/api/upload-image';
import { usePublishers } from '../../publishers/api/get-publishers';
import { useCreatePublisher } from '../api/admin-mutations';

const TEXTS = MODERATION_TEXTS.publishers;

const publisherFormSchema = z.object({ publisherName: publisherInputSchema.shape.publisherName });
type PublisherForm = z.infer<typeof publisherFormSchema>;

/** The logo is uploaded first (docs/product.md#dashboard); if that fails nothing is posted, and a toast says why. */
export function AddPublisherForm() {
  const authStore = useAuthStore();
  const createPublisher = useCreatePublisher();
  const logo = useImageInput({
    upload: (file) => uploadImage(file, authStore.getToken),
    uploadErrorUnderField: false,
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PublisherForm>({
    resolver: zodResolver(publisherFormSchema),
    defaultValues: { publisherName: '' },
  });
  const field = fieldsOf<PublisherForm>({ publisherName: TEXTS.nameLabel }, errors);

  const onSubmit = async ({ publisherName }: PublisherForm) => {
    if (!logo.file) return;
    const image = await logo.uploadChosen();
    if (!image) return;
    try {
      await createPublisher.mutateAsync({ publisherName, image });
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
    <section
      aria-labelledby="add-publisher-title"
      className="rounded-lg border border-stone-200 bg-white p-6 shadow-sm"
    >
      <h1 id="add-publisher-title" className="font-serif text-3xl font-bold text-stone-900">
        {TEXTS.title}
      </h1>
      <form onSubmit={submit} noValidate className="mt-6">
        <FormFields>
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
          <ImageInput
            control={logo}
            label={TEXTS.logoLabel}
            previewAlt={TEXTS.logoPreview}
            previewClassName="h-20 w-20 rounded border border-stone-200 object-contain"
            captioned={false}
          />
          <Button type="submit" busy={isSubmitting} className="w-full sm:w-auto">
            {isSubmitting ? TEXTS.submitting : TEXTS.submit}
          </Button>
        </FormFields>
      </form>
    </section>
  );
}

export function PublisherList() {
  const publishers = usePublishers();
  const { data } = publishers;
  return (
    <section
      aria-labelledby="publisher-list-title"
      className="rounded-lg border border-stone-200 bg-white p-6 shadow-sm"
    >
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
            <li key={publisher._id} className="flex items-center gap-4 py-3">
              <ResponsiveImage
                src={publisher.image}
                alt=""
                sizes="48px"
                width={48}
                height={48}
                className="h-12 w-12 shrink-0 rounded border border-stone-200 bg-white object-contain"
              />
              <span className="font-semibold text-stone-900">{publisher.publisherName}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
