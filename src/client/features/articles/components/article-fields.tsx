import { TAGS } from '@shared/constants';
import { ARTICLE_WRITING_TEXTS } from '@shared/messages/article-writing';
import { STANDFIRST_MAX, articleFieldsSchema as wireFields } from '@shared/schemas/article-input';
import type { Publisher } from '@shared/schemas/publishers';
import { sectionName } from '@shared/sections';
import { useId } from 'react';
import type { FieldError, FieldErrors, UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import { Field, fieldsOf, Select, TextArea, TextInput } from '../../../components/ui/field';

const TEXTS = ARTICLE_WRITING_TEXTS.form;

/**
 * The form's text fields, validated by the shared schema; the body is the editor's document and the image a
 * file, both handled beside them.
 */
export const articleFieldsSchema = wireFields.pick({
  title: true,
  publisher: true,
  tags: true,
  standfirst: true,
  imageAlt: true,
  imageCaption: true,
});
export type ArticleFieldsInput = z.input<typeof articleFieldsSchema>;
export type ArticleFieldsOutput = z.output<typeof articleFieldsSchema>;

export const TEXT_FIELD_LABELS: Record<keyof ArticleFieldsInput, string> = {
  title: TEXTS.labels.title,
  publisher: TEXTS.labels.publisher,
  tags: TEXTS.labels.tags,
  standfirst: TEXTS.labels.standfirst,
  imageAlt: TEXTS.labels.imageAlt,
  imageCaption: TEXTS.labels.imageCaption,
};

/** The shared schemas word messages as fragments ("is required"); those get the field's label. */
const FRAGMENT = /^[a-z]/;

/** Title, standfirst (with a count of its characters), publisher and tags (checkboxes, at least one), with their errors. */
export function ArticleFields({
  register,
  errors,
  publishers,
  standfirst,
}: {
  register: UseFormRegister<ArticleFieldsInput>;
  errors: FieldErrors<ArticleFieldsInput>;
  publishers: Publisher[];
  /** The standfirst as typed, for its counter. */
  standfirst: string;
}) {
  const tagsErrorId = `${useId()}-tags-error`;
  const field = fieldsOf<ArticleFieldsInput>(TEXT_FIELD_LABELS, errors, FRAGMENT);
  const tagsMessage = (errors.tags as FieldError | undefined)?.message;
  const tagsError = tagsMessage?.startsWith('is required') ? TEXTS.tagsRequired : field('tags').error;
  return (
    <>
      <Field {...field('title')}>
        <TextInput type="text" maxLength={200} {...register('title')} />
      </Field>

      <Field
        {...field('standfirst')}
        description={`${TEXTS.standfirstHint} ${TEXTS.characters(standfirst.length, STANDFIRST_MAX)}`}
      >
        <TextArea rows={2} maxLength={STANDFIRST_MAX} {...register('standfirst')} />
      </Field>

      <Field {...field('publisher')}>
        <Select {...register('publisher')}>
          <option value="">{TEXTS.choosePublisher}</option>
          {publishers.map((publisher) => (
            <option key={publisher._id} value={publisher.publisherName}>
              {publisher.publisherName}
            </option>
          ))}
        </Select>
      </Field>

      <fieldset aria-describedby={tagsError ? tagsErrorId : undefined}>
        <legend className="block text-sm font-semibold text-stone-800">{TEXTS.labels.tags}</legend>
        <p className="text-sm text-stone-500">{TEXTS.tagsHint}</p>
        <div className="mt-2 flex flex-wrap gap-2">
          {TAGS.map((tag) => (
            <label
              key={tag}
              className="flex cursor-pointer items-center gap-2 rounded-full border border-stone-300 bg-white px-3 py-1.5 text-sm has-[:checked]:border-red-700 has-[:checked]:bg-red-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-red-700/40"
            >
              <input type="checkbox" value={tag} className="accent-red-700" {...register('tags')} />
              {sectionName(tag)}
            </label>
          ))}
        </div>
        {tagsError ? (
          <p id={tagsErrorId} className="mt-1 text-sm text-red-700">
            {tagsError}
          </p>
        ) : null}
      </fieldset>
    </>
  );
}
