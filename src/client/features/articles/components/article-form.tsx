import { zodResolver } from '@hookform/resolvers/zod';
import { ARTICLE_TEXTS } from '@shared/messages';
import type { ArticleInput } from '@shared/schemas/articles';
import type { Publisher } from '@shared/schemas/publishers';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormFields, showServerFieldErrors } from '../../../components/ui/field';
import { ImageInput, useImageInput } from '../../../components/ui/image-input';
import { ApiError } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth';
import { uploadImage } from '../../../lib/upload-image';
import {
  ArticleFields,
  type ArticleFieldsInput,
  type ArticleFieldsOutput,
  articleFieldsSchema,
  TEXT_FIELD_LABELS,
} from './article-fields';

const TEXTS = ARTICLE_TEXTS.form;

export interface ArticleFormValues {
  title: string;
  publisher: string;
  tags: string[];
  description: string;
  /** The current image's URL ('' for none); kept unless a new file is chosen. */
  image: string;
}

const EMPTY: ArticleFormValues = { title: '', publisher: '', tags: [], description: '', image: '' };

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
  const authStore = useAuthStore();
  const image = useImageInput({
    upload: (file) => uploadImage(file, authStore.getToken),
    current: initialValues.image,
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ArticleFieldsInput, unknown, ArticleFieldsOutput>({
    resolver: zodResolver(articleFieldsSchema),
    defaultValues: {
      title: initialValues.title,
      publisher: initialValues.publisher,
      tags: initialValues.tags,
      description: initialValues.description,
    },
  });

  const submit = async (values: ArticleFieldsOutput) => {
    if (image.error) return;
    const url = await image.uploadChosen();
    if (url === null) return;
    try {
      await onSubmit({
        title: values.title,
        publisher: values.publisher,
        tags: values.tags.join(','),
        description: values.description,
        image: url,
      });
    } catch (error) {
      showServerFieldErrors(error, setError, TEXT_FIELD_LABELS);
      const imageMessage = error instanceof ApiError ? error.fields?.image : undefined;
      if (imageMessage) image.setError(`${TEXTS.labels.image} ${imageMessage}`);
      return;
    }
    if (resetOnSuccess) {
      reset();
      image.clear();
    }
    onSaved?.();
  };

  return (
    <form onSubmit={handleSubmit(submit)} noValidate aria-label={TEXTS.name}>
      <FormFields className="space-y-6">
        <ArticleFields register={register} errors={errors} publishers={publishers} />
        <ImageInput
          control={image}
          label={TEXTS.labels.image}
          hint={`${ARTICLE_TEXTS.image.hint}${initialValues.image ? TEXTS.imageKept : ''}`}
          previewAlt={TEXTS.previewAlt}
          currentAlt={TEXTS.currentAlt}
        />
        <Button type="submit" busy={isSubmitting}>
          {isSubmitting ? TEXTS.saving : submitLabel}
        </Button>
      </FormFields>
    </form>
  );
}
