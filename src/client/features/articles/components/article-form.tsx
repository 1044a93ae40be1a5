import { zodResolver } from '@hookform/resolvers/zod';
import { formatFromBytes } from '@shared/image-bytes';
import { ARTICLE_WRITING_TEXTS } from '@shared/messages/article-writing';
import { EDITOR_TEXTS } from '@shared/messages/editor';
import { plainText, plainTextToDoc } from '@shared/rich-text/text';
import type { RichDoc } from '@shared/rich-text/types';
import type { ArticleInput } from '@shared/schemas/article-input';
import type { Publisher } from '@shared/schemas/publishers';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormFields, showServerFieldErrors } from '../../../components/ui/field';
import { useImageInput } from '../../../components/ui/image-input';
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
import { ArticlePreview } from './article-preview';
import { CoverFields } from './cover-fields';
import { RichEditor } from './rich-editor/rich-editor';

const TEXTS = ARTICLE_WRITING_TEXTS.form;

export interface ArticleFormValues {
  title: string;
  publisher: string;
  tags: string[];
  /** The body's document (a plain body of old becomes paragraphs). */
  body: RichDoc;
  /** The current image's URL ('' for none); kept unless a new file is chosen. */
  image: string;
  /** The standfirst, and the cover's text alternative and caption ('' for none). */
  standfirst: string;
  imageAlt: string;
  imageCaption: string;
}

const EMPTY: ArticleFormValues = {
  title: '',
  publisher: '',
  tags: [],
  body: plainTextToDoc(''),
  image: '',
  standfirst: '',
  imageAlt: '',
  imageCaption: '',
};

/**
 * The article form shared by Add Articles and Update: the fields, the body in the rich editor, the cover,
 * and a preview of the article as readers will see it. A chosen cover is uploaded first; if that fails
 * nothing is submitted. `onSubmit` rejects on failure (after telling the reader), and field errors the
 * server names are shown under their fields.
 */
export function ArticleForm({
  publishers,
  initialValues = EMPTY,
  submitLabel,
  onSubmit,
  onSaved,
  resetOnSuccess = false,
  onValuesChange,
  actions,
  confirmWithoutCover,
}: {
  publishers: Publisher[];
  initialValues?: ArticleFormValues;
  submitLabel: string;
  onSubmit: (input: ArticleInput) => Promise<void>;
  onSaved?: () => void;
  resetOnSuccess?: boolean;
  /** Every change of the fields or the body, with the values as they are (a draft's autosave). */
  onValuesChange?: (values: ArticleFormValues) => void;
  /** More controls beside the buttons (a draft's Save draft and its save state). */
  actions?: ReactNode;
  /**
   * Asked when the article is submitted with no cover picture: resolves true to submit it as it is, false to
   * stay (the cover field is then focused). Without it, an article without a cover is submitted at once.
   */
  confirmWithoutCover?: () => Promise<boolean>;
}) {
  const authStore = useAuthStore();
  const upload = (file: File) => uploadImage(file, authStore.getToken);
  const image = useImageInput({ upload, current: initialValues.image });
  const [body, setBody] = useState(initialValues.body);
  const [bodyError, setBodyError] = useState<string>();
  const [editorKey, setEditorKey] = useState(0);
  const [previewing, setPreviewing] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    getValues,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ArticleFieldsInput, unknown, ArticleFieldsOutput>({
    resolver: zodResolver(articleFieldsSchema),
    defaultValues: {
      title: initialValues.title,
      publisher: initialValues.publisher,
      tags: initialValues.tags,
      standfirst: initialValues.standfirst ?? '',
      imageAlt: initialValues.imageAlt ?? '',
      imageCaption: initialValues.imageCaption ?? '',
    },
  });
  const changed = useRef(onValuesChange);
  changed.current = onValuesChange;
  const bodyNow = useRef(body);
  /** The cover as the draft keeps it: the saved one, or a newly chosen file once uploaded. */
  const coverNow = useRef(initialValues.image);
  /** The chosen file that was uploaded for the draft, and its URL: submitting does not upload it again. */
  const uploaded = useRef<{ file: File; url: string } | null>(null);
  const emit = useCallback(() => {
    const { title, publisher, tags, standfirst, imageAlt, imageCaption } = getValues();
    changed.current?.({
      title: title ?? '',
      publisher: publisher ?? '',
      tags: [tags ?? []].flat().filter((tag): tag is string => typeof tag === 'string'),
      body: bodyNow.current,
      image: coverNow.current,
      standfirst: standfirst ?? '',
      imageAlt: imageAlt ?? '',
      imageCaption: imageCaption ?? '',
    });
  }, [getValues]);
  useEffect(() => {
    const subscription = watch(() => emit());
    return () => subscription.unsubscribe();
  }, [watch, emit]);

  // A draft keeps its cover: a chosen picture is uploaded at once and autosaved with the rest, so the draft
  // reopens with it. A file whose bytes are none of the formats the site takes is left to the submit, where
  // the server says why it is refused.
  const { file: chosenCover, uploadChosen } = image;
  const uploadNow = useRef(uploadChosen);
  uploadNow.current = uploadChosen;
  const drafting = Boolean(onValuesChange);
  useEffect(() => {
    if (!drafting || !chosenCover || uploaded.current?.file === chosenCover) return;
    let current = true;
    void chosenCover
      .slice(0, 64)
      .arrayBuffer()
      .then((head) => (formatFromBytes(new Uint8Array(head)) ? uploadNow.current() : null))
      .then((url) => {
        if (!current || url === null) return;
        uploaded.current = { file: chosenCover, url };
        coverNow.current = url;
        emit();
      });
    return () => {
      current = false;
    };
  }, [drafting, chosenCover, emit]);

  /** The cover's URL for the article: the draft's upload of the chosen file, else an upload now, else the saved one. */
  const coverUrl = () =>
    image.file && uploaded.current?.file === image.file
      ? Promise.resolve(uploaded.current.url)
      : uploadChosen();
  const hasCover = () => Boolean(image.file || image.checking() || coverNow.current);

  const bodyMissing = () => {
    const missing = !plainText(body).trim();
    setBodyError(missing ? EDITOR_TEXTS.required : undefined);
    return missing;
  };

  const submit = async (values: ArticleFieldsOutput) => {
    if (bodyMissing() || image.error) return;
    // A cover needs words for readers who cannot see it.
    if ((image.file || coverNow.current) && !values.imageAlt) {
      setError('imageAlt', { type: 'required', message: TEXTS.imageAltRequired }, { shouldFocus: true });
      return;
    }
    if (!hasCover() && confirmWithoutCover && !(await confirmWithoutCover())) {
      image.inputRef.current?.focus();
      return;
    }
    const url = await coverUrl();
    if (url === null) return;
    try {
      await onSubmit({
        title: values.title,
        publisher: values.publisher,
        tags: values.tags.join(','),
        body,
        image: url,
        standfirst: values.standfirst ?? '',
        imageAlt: values.imageAlt ?? '',
        imageCaption: values.imageCaption ?? '',
      });
    } catch (error) {
      showServerFieldErrors(error, setError, TEXT_FIELD_LABELS);
      const fields = error instanceof ApiError ? error.fields : undefined;
      if (fields?.image) image.setError(`${TEXTS.labels.image} ${fields.image}`);
      const bodyField = Object.entries(fields ?? {}).find(([field]) => field.startsWith('body'));
      if (bodyField) setBodyError(`${EDITOR_TEXTS.label} ${bodyField[1]}`);
      return;
    }
    if (resetOnSuccess) {
      reset();
      image.clear();
      uploaded.current = null;
      coverNow.current = '';
      setBody(EMPTY.body);
      setEditorKey((key) => key + 1);
    }
    onSaved?.();
  };

  const values = getValues();
  return (
    <form onSubmit={handleSubmit(submit, () => bodyMissing())} noValidate aria-label={TEXTS.name}>
      <FormFields legend={TEXTS.name} className="space-y-6">
        <div hidden={previewing} className="space-y-6">
          <ArticleFields
            register={register}
            errors={errors}
            publishers={publishers}
            standfirst={watch('standfirst') ?? ''}
          />
          <CoverFields
            image={image}
            kept={Boolean(initialValues.image)}
            register={register}
            errors={errors}
          />
          <RichEditor
            key={editorKey}
            initial={body}
            onChange={(doc) => {
              setBody(doc);
              bodyNow.current = doc;
              emit();
              if (bodyError) setBodyError(undefined);
            }}
            error={bodyError}
            uploadPicture={upload}
          />
        </div>
        {previewing ? (
          <ArticlePreview
            title={values.title}
            publisher={values.publisher}
            tags={[values.tags ?? []].flat()}
            body={body}
            image={coverNow.current}
            standfirst={values.standfirst ?? ''}
            imageAlt={values.imageAlt ?? ''}
            imageCaption={values.imageCaption ?? ''}
          />
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" busy={isSubmitting}>
            {isSubmitting ? TEXTS.saving : submitLabel}
          </Button>
          <button
            type="button"
            onClick={() => setPreviewing((on) => !on)}
            aria-pressed={previewing}
            className="rounded border border-red-700 px-5 py-2.5 font-semibold text-red-700 hover:bg-red-50"
          >
            {previewing ? EDITOR_TEXTS.edit : EDITOR_TEXTS.preview}
          </button>
          {actions}
        </div>
      </FormFields>
    </form>
  );
}
