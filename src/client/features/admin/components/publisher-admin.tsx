import { zodResolver } from '@hookform/resolvers/zod';
import { ERROR_CODES } from '@shared/error-codes';
import { publisherInputSchema } from '@shared/schemas/publishers';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { QueryState } from '../../../components/ui/query-state';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth';
import { toast } from '../../../lib/toast';
import { useHydrated } from '../../../lib/use-hydrated';
import { uploadImage } from '../../articles/api/upload-image';
import { usePublishers } from '../../publishers/api/get-publishers';
import { useCreatePublisher } from '../api/admin-mutations';

const ADDED = 'Added successfully';

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

const publisherFormSchema = z.object({
  publisherName: publisherInputSchema.shape.publisherName,
  // A FileList in the browser; checked by shape so the module also loads where FileList does not exist.
  logo: z.custom<FileList>(
    (value) => typeof value === 'object' && value !== null && 'length' in value && Number(value.length) > 0,
    'Choose a logo image',
  ),
});

type PublisherForm = z.infer<typeof publisherFormSchema>;

const inputClass =
  'mt-1 block w-full rounded border bg-white px-3 py-2 text-stone-900 shadow-sm focus:outline-none focus:ring-2 focus:ring-red-700/40';

/** A preview of the chosen file, through an object URL released when the choice changes. */
function useFilePreview(file: File | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

/** Spec §5: the logo is uploaded first; if that fails nothing is posted, and the error shows as a toast. */
export function AddPublisherForm() {
  const baseId = useId();
  const nameId = `${baseId}-name`;
  const logoId = `${baseId}-logo`;
  const authStore = useAuthStore();
  const createPublisher = useCreatePublisher();
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<PublisherForm>({ resolver: zodResolver(publisherFormSchema) });
  const preview = useFilePreview(watch('logo')?.[0]);

  const onSubmit = async ({ publisherName, logo }: PublisherForm) => {
    const file = logo[0];
    if (!file) return;
    let image: string;
    try {
      image = await uploadImage(file, authStore.getToken);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The logo could not be uploaded.');
      return;
    }
    try {
      await createPublisher.mutateAsync({ publisherName, image });
    } catch (error) {
      const message = error instanceof Error ? error.message : 'The publisher could not be added.';
      if (error instanceof ApiError && (error.status === 409 || error.code === ERROR_CODES.CONFLICT)) {
        setError('publisherName', { message });
      }
      toast.error(message);
      return;
    }
    toast.success(ADDED);
    formRef.current?.reset();
    reset();
  };

  const errorFor = (field: keyof PublisherForm, label: string) => {
    const message = errors[field]?.message;
    if (!message) return null;
    return (
      <p id={`${baseId}-${field}-error`} className="mt-1 text-sm text-red-700">
        {message.startsWith('is ') ? `${label} ${message}` : message}
      </p>
    );
  };

  return (
    <section
      aria-labelledby={`${baseId}-title`}
      className="rounded-lg border border-stone-200 bg-white p-6 shadow-sm"
    >
      <h1 id={`${baseId}-title`} className="font-serif text-3xl font-bold text-stone-900">
        Add Publisher
      </h1>
      <form ref={formRef} onSubmit={handleSubmit(onSubmit)} noValidate className="mt-6 space-y-5">
        <div>
          <label htmlFor={nameId} className="block text-sm font-semibold text-stone-800">
            Publisher name
          </label>
          <input
            id={nameId}
            type="text"
            required
            aria-required="true"
            maxLength={120}
            autoComplete="off"
            aria-invalid={Boolean(errors.publisherName)}
            aria-describedby={errors.publisherName ? `${baseId}-publisherName-error` : undefined}
            className={`${inputClass} ${errors.publisherName ? 'border-red-600' : 'border-stone-300'}`}
            {...register('publisherName')}
          />
          {errorFor('publisherName', 'Publisher name')}
        </div>
        <div>
          <label htmlFor={logoId} className="block text-sm font-semibold text-stone-800">
            Logo
          </label>
          <input
            id={logoId}
            type="file"
            accept={IMAGE_TYPES}
            aria-invalid={Boolean(errors.logo)}
            aria-describedby={errors.logo ? `${baseId}-logo-error` : `${baseId}-logo-hint`}
            className="mt-1 block w-full text-sm text-stone-700 file:mr-4 file:rounded file:border-0 file:bg-stone-100 file:px-4 file:py-2 file:font-semibold file:text-stone-800 hover:file:bg-stone-200"
            {...register('logo')}
          />
          {errors.logo ? (
            errorFor('logo', 'Logo')
          ) : (
            <p id={`${baseId}-logo-hint`} className="mt-1 text-sm text-stone-500">
              JPEG, PNG, WebP, GIF or AVIF, up to 5 MB.
            </p>
          )}
          {preview ? (
            <img
              src={preview}
              alt="Preview of the chosen logo"
              className="mt-3 h-20 w-20 rounded border border-stone-200 object-contain"
            />
          ) : null}
        </div>
        <button
          type="submit"
          disabled={!hydrated || isSubmitting}
          className="inline-flex w-full items-center justify-center gap-2 rounded bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800 disabled:opacity-60 sm:w-auto"
        >
          {isSubmitting ? <Spinner size={16} className="border-white border-t-transparent" /> : null}
          {isSubmitting ? 'Adding…' : 'Add Publisher'}
        </button>
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
          Publishers{data ? ` (${data.length})` : ''}
        </h2>
        {data && publishers.isFetching ? (
          <span role="status" className="inline-flex items-center gap-1 text-sm text-stone-500">
            <Spinner size={14} />
            Updating…
          </span>
        ) : null}
      </div>
      {!data ? (
        <QueryState
          error={publishers.error}
          what="the publishers"
          onRetry={() => void publishers.refetch()}
        />
      ) : data.length === 0 ? (
        <p className="mt-4 text-stone-600">No publishers yet.</p>
      ) : (
        <ul aria-label="Publishers" className="mt-4 divide-y divide-stone-100">
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
