import { ARTICLE_WRITING_TEXTS } from '@shared/messages/article-writing';
import { IMAGE_ALT_MAX, IMAGE_CAPTION_MAX } from '@shared/schemas/article-input';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Field, fieldsOf, TextInput } from '../../../components/ui/field';
import { ImageInput, type ImageInputControl } from '../../../components/ui/image-input';
import { type ArticleFieldsInput, TEXT_FIELD_LABELS } from './article-fields';

const TEXTS = ARTICLE_WRITING_TEXTS.form;

/**
 * The cover picture, before the body, with its text alternative (asked for whenever there is a cover: the
 * form checks it on submit) and its caption and credit.
 */
export function CoverFields({
  image,
  kept,
  register,
  errors,
}: {
  image: ImageInputControl;
  /** The article already has a cover, kept unless another is chosen. */
  kept: boolean;
  register: UseFormRegister<ArticleFieldsInput>;
  errors: FieldErrors<ArticleFieldsInput>;
}) {
  const field = fieldsOf<ArticleFieldsInput>(TEXT_FIELD_LABELS, errors, /^(is|must) /);
  return (
    <div className="space-y-4">
      <ImageInput
        control={image}
        label={TEXTS.labels.image}
        hint={`${ARTICLE_WRITING_TEXTS.image.hint}${kept ? TEXTS.imageKept : ''}`}
        previewAlt={TEXTS.previewAlt}
        currentAlt={TEXTS.currentAlt}
      />
      <Field {...field('imageAlt')} description={TEXTS.imageAltHint}>
        <TextInput type="text" maxLength={IMAGE_ALT_MAX} {...register('imageAlt')} />
      </Field>
      <Field {...field('imageCaption')} description={TEXTS.imageCaptionHint}>
        <TextInput type="text" maxLength={IMAGE_CAPTION_MAX} {...register('imageCaption')} />
      </Field>
    </div>
  );
}
