import { zodResolver } from '@hookform/resolvers/zod';
import { TAGS } from '@shared/constants';
import { type ArticleInput, articleInputSchema } from '@shared/schemas/articles';
import type { Publisher } from '@shared/schemas/publishers';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth';
import { toast } from '../../../lib/toast';
import { useHydrated } from '../../../lib/use-hydrated';
import { uploadImage } from '../api/upload-image';

/** The text fields, validated by the shared schema; the image is a file handled beside the form. */
const articleFormSchema = articleInputSchema.pick({
  title: true,
  publisher: true,
  tags: true,
  description: true,
});
type ArticleFormInput = z.input<typeof articleFormSchema>;
type ArticleFormOutput = z.output<typeof articleFormSchema>;
type TextField = keyof ArticleFormInput;

export interface ArticleFormValues {
  title: string;
  publisher: string;
  tags: string[];
  description: string;
  /** The current image's URL ('' for none); kept unless a new file is chosen. */
  image: string;
}

const EMPTY: ArticleFormValues = { title: '', publisher: '', tags: [], description: '', image: '' };

/** What the server takes (docs/product.md#images); the server checks the bytes again. */
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

const FIELD_LABELS: Record<TextField | 'image', string> = {
  title: 'Title',
  publisher: 'Publisher',
  tags: 'Tags',
  description: 'Description',
  image: 'Image',
};

const inputClass =
  'mt-1 block w-full rounded border bg-white px-3 py-2 text-stone-900 shadow-sm focus:outline-none focus:ring-2 focus:ring-red-700/40';
const labelClass = 'block text-sm font-semibold text-stone-800';

function isTextField(key: string): key is TextField {
  return key === 'title' || key === 'publisher' || key === 'tags' || key === 'description';
}

/** The shared schemas word messages as fragments ("is required"); those get the field's label. */
function fieldMessage(field: TextField, error: FieldError | undefined): string | undefined {
  const message = error?.message;
  if (!message) return undefined;
  if (field === 'tags' && message.startsWith('is required')) return 'Choose at least one tag.';
  return /^[a-z]/.test(message) ? `${FIELD_LABELS[field]} ${message}` : message;
}

function checkImage(file: File): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return 'Choose a JPEG, PNG, WebP, GIF or AVIF image.';
  if (file.size > MAX_IMAGE_BYTES) return 'The image is larger than 5 MB. Please choose a smaller one.';
  return null;
}

/** A preview of a chosen file, as an object URL released when the file changes. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/**
 * The article form shared by Add Articles and Update. A chosen image is uploaded first; if
 * that fails nothing is submitted. `onSubmit` rejects on failure (after telling the reader), and field
 * errors the server names are shown under their fields.
 */
export function ArticleForm({
  publishers,
  initialValues = EMPTY,
  submitLabel,
  onSubmit,
  onSaved,
  resetOnSuccess = false,
}: {
  publishers: Publisher[];
  initialValues?: ArticleFormValues;
  submitLabel: string;
  onSubmit: (input: ArticleInput) => Promise<void>;
  onSaved?: () => void;
  resetOnSuccess?: boolean;
}) {
  const baseId = useId();
  const idFor = (field: TextField | 'image') => `${baseId}-${field}`;
  const errorIdFor = (field: TextField | 'image') => `${baseId}-${field}-error`;
  const authStore = useAuthStore();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const previewUrl = useObjectUrl(file);
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ArticleFormInput, unknown, ArticleFormOutput>({
    resolver: zodResolver(articleFormSchema),
    defaultValues: {
      title: initialValues.title,
      publisher: initialValues.publisher,
      tags: initialValues.tags,
      description: initialValues.description,
    },
  });

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    const problem = chosen ? checkImage(chosen) : null;
    setImageError(problem);
    setFile(problem ? null : chosen);
    if (problem) event.target.value = '';
  };

  const submit = async (values: ArticleFormOutput) => {
    if (imageError) return;
    let image = initialValues.image;
    if (file) {
      try {
        image = await uploadImage(file, authStore.getToken);
      } catch (error) {
        const message = error instanceof Error ? error.message : 'The image could not be uploaded.';
        setImageError(message);
        toast.error(message);
        return;
      }
    }
    try {
      await onSubmit({
        title: values.title,
        publisher: values.publisher,
        tags: values.tags.join(','),
        description: values.description,
        image,
      });
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        for (const [key, message] of Object.entries(error.fields)) {
          if (isTextField(key)) setError(key, { type: 'server', message });
          else if (key === 'image') setImageError(`${FIELD_LABELS.image} ${message}`);
        }
      }
      return;
    }
    if (resetOnSuccess) {
      reset();
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
    }
    onSaved?.();
  };

  const fieldProps = (field: TextField) => {
    const invalid = Boolean(errors[field]);
    return {
      id: idFor(field),
      'aria-invalid': invalid,
      'aria-describedby': invalid ? errorIdFor(field) : undefined,
      className: `${inputClass} ${invalid ? 'border-red-600' : 'border-stone-300'}`,
    };
  };

  const fieldError = (field: TextField) => {
    const message = fieldMessage(field, errors[field] as FieldError | undefined);
    return message ? (
      <p id={errorIdFor(field)} className="mt-1 text-sm text-red-700">
        {message}
      </p>
    ) : null;
  };

  const shownImage = previewUrl ?? (initialValues.image || null);
  const tagsInvalid = Boolean(errors.tags);

  return (
    <form onSubmit={handleSubmit(submit)} noValidate aria-label="Article">
      <fieldset disabled={!hydrated} className="min-w-0 space-y-6">
        <div>
          <label htmlFor={idFor('title')} className={labelClass}>
            {FIELD_LABELS.title}
          </label>
          <input type="text" maxLength={200} {...fieldProps('title')} {...register('title')} />
          {fieldError('title')}
        </div>

        <div>
          <label htmlFor={idFor('publisher')} className={labelClass}>
            {FIELD_LABELS.publisher}
          </label>
          <select {...fieldProps('publisher')} {...register('publisher')}>
            <option value="">Choose a publisher</option>
            {publishers.map((publisher) => (
              <option key={publisher._id} value={publisher.publisherName}>
                {publisher.publisherName}
              </option>
            ))}
          </select>
          {fieldError('publisher')}
        </div>

        <fieldset aria-describedby={tagsInvalid ? errorIdFor('tags') : undefined}>
          <legend className={labelClass}>{FIELD_LABELS.tags}</legend>
          <p className="text-sm text-stone-500">Choose at least one.</p>
          <div className="mt-2 flex flex-wrap gap-2">
            {TAGS.map((tag) => (
              <label
                key={tag}
                className="flex cursor-pointer items-center gap-2 rounded-full border border-stone-300 bg-white px-3 py-1.5 text-sm has-[:checked]:border-red-700 has-[:checked]:bg-red-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-red-700/40"
              >
                <input type="checkbox" value={tag} className="accent-red-700" {...register('tags')} />
                {tag}
              </label>
            ))}
          </div>
          {fieldError('tags')}
        </fieldset>

        <div>
          <label htmlFor={idFor('description')} className={labelClass}>
            {FIELD_LABELS.description}
          </label>
          <textarea rows={12} {...fieldProps('description')} {...register('description')} />
          <p className="mt-1 text-sm text-stone-500">Plain text; leave a blank line between paragraphs.</p>
          {fieldError('description')}
        </div>

        <div>
          <label htmlFor={idFor('image')} className={labelClass}>
            {FIELD_LABELS.image}
          </label>
          <input
            ref={fileInput}
            id={idFor('image')}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            onChange={chooseFile}
            aria-invalid={Boolean(imageError)}
            aria-describedby={imageError ? errorIdFor('image') : undefined}
            className="mt-1 block w-full text-sm text-stone-700 file:mr-4 file:rounded file:border-0 file:bg-stone-100 file:px-4 file:py-2 file:font-semibold file:text-stone-800 hover:file:bg-stone-200"
          />
          <p className="mt-1 text-sm text-stone-500">
            JPEG, PNG, WebP, GIF or AVIF, up to 5 MB.
            {initialValues.image ? ' The current image is kept unless you choose a new one.' : ''}
          </p>
          {imageError ? (
            <p id={errorIdFor('image')} className="mt-1 text-sm text-red-700">
              {imageError}
            </p>
          ) : null}
          {shownImage ? (
            <figure className="mt-3">
              {previewUrl ? (
                <img
                  src={previewUrl}
                  alt="Preview of the chosen cover"
                  className="aspect-[16/9] w-full max-w-md rounded border border-stone-200 object-cover"
                />
              ) : (
                <ResponsiveImage
                  src={shownImage}
                  alt="The current cover"
                  sizes="448px"
                  className="aspect-[16/9] w-full max-w-md rounded border border-stone-200 object-cover"
                />
              )}
              <figcaption className="mt-1 text-sm text-stone-500">
                {previewUrl ? 'The chosen image' : 'The current image'}
              </figcaption>
            </figure>
          ) : null}
        </div>

        <button
          type="submit"
          disabled={isSubmitting}
          className="flex items-center justify-center gap-2 rounded bg-red-700 px-6 py-2.5 font-semibold text-white hover:bg-red-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {isSubmitting ? <Spinner size={18} className="border-white! border-t-transparent!" /> : null}
          {isSubmitting ? 'loading .....' : submitLabel}
        </button>
      </fieldset>
    </form>
  );
}
