import { UPLOAD_IMAGE_TYPES, uploadImageProblem } from '@shared/images';
import { ARTICLE_WRITING_TEXTS } from '@shared/messages/article-writing';
import { type ChangeEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { toast } from '../../lib/toast';
import { FilePicker } from './file-picker';
import { ResponsiveImage } from './responsive-image';

const TEXTS = ARTICLE_WRITING_TEXTS.image;

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

/** Whether the browser can draw the file as a picture (a file named .png may hold anything). */
async function decodes(file: File): Promise<boolean> {
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return true;
  } catch {
    return false;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** One image field's state, made by useImageInput and shown by ImageInput. */
export interface ImageInputControl {
  /**
   * The chosen file once it passed the type and size check (docs/product.md#images) and the browser could
   * read it as a picture, else null.
   */
  file: File | null;
  error: string | null;
  setError: (message: string | null) => void;
  /**
   * Uploads the chosen file and answers its URL, or the current URL when no file was chosen. When the upload
   * fails the reader is told (a toast, and the field's error unless turned off) and the answer is null.
   */
  uploadChosen: () => Promise<string | null>;
  /** Whether a chosen file is still being checked (it becomes `file` once it proves to be a picture). */
  checking: () => boolean;
  /** Forgets the choice and empties the file input (after a successful save). */
  clear: () => void;
  current: string;
  previewUrl: string | null;
  inputRef: RefObject<HTMLInputElement | null>;
  choose: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * The state of an image field. `upload` is the caller's upload call (file in, URL out); `current` is the
 * image already saved ('' for none), kept unless a new file is chosen.
 */
export function useImageInput({
  upload,
  current = '',
  uploadErrorUnderField = true,
}: {
  upload: (file: File) => Promise<string>;
  current?: string;
  /** Off when the toast alone should tell of a failed upload. */
  uploadErrorUnderField?: boolean;
}): ImageInputControl {
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const previewUrl = useObjectUrl(file);
  // The latest choice: an earlier one whose check ends later is ignored.
  const choice = useRef(0);
  // The check of a file still being decoded: a save meanwhile waits for it rather than leaving the file out.
  const checking = useRef<Promise<File | false> | null>(null);

  const chooseFrom = (input: HTMLInputElement) => {
    const chosen = input.files?.[0] ?? null;
    const problem = chosen ? uploadImageProblem(chosen) : null;
    const serial = ++choice.current;
    setError(problem === 'type' ? TEXTS.wrongType : problem === 'size' ? TEXTS.tooLarge : null);
    // Shown (and kept) only once it proved to be a picture: never a broken preview.
    setFile(null);
    if (problem) input.value = '';
    checking.current = null;
    if (!chosen || problem) return;
    const check = decodes(chosen).then((ok) => {
      if (serial !== choice.current) return false;
      if (ok) {
        setFile(chosen);
        return chosen;
      }
      setError(TEXTS.unreadable);
      input.value = '';
      return false;
    });
    checking.current = check;
  };
  const choose = (event: ChangeEvent<HTMLInputElement>) => chooseFrom(event.target);
  // A file chosen before the page's script ran (a slow connection) fired no change event: take it up now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the first render in the browser
  useEffect(() => {
    if (inputRef.current?.files?.length) chooseFrom(inputRef.current);
  }, []);

  const uploadChosen = async () => {
    let chosen: File | null = file;
    if (!chosen && checking.current) {
      const checked = await checking.current;
      if (checked === false) return null;
      chosen = checked;
    }
    if (!chosen) return current;
    try {
      return await upload(chosen);
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : TEXTS.uploadFailed;
      if (uploadErrorUnderField) setError(message);
      toast.error(message);
      return null;
    }
  };

  const clear = () => {
    choice.current += 1;
    checking.current = null;
    setFile(null);
    setError(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  return {
    file,
    error,
    setError,
    uploadChosen,
    checking: () => checking.current !== null,
    clear,
    current,
    previewUrl,
    inputRef,
    choose,
  };
}

/**
 * An image field: label, file input limited to the types the site takes, a hint, the error, and a preview of
 * the chosen file (or of the current image, with a caption saying which it is).
 */
export function ImageInput({
  control,
  label,
  hint = TEXTS.hint,
  previewAlt,
  currentAlt,
  previewClassName = 'aspect-[16/9] w-full max-w-md rounded border border-stone-200 object-cover',
  captioned = true,
}: {
  control: ImageInputControl;
  label: string;
  hint?: string;
  /** The alternative text of the chosen file's preview, e.g. "Preview of the chosen cover". */
  previewAlt: string;
  /** The alternative text of the current image, when there is one. */
  currentAlt?: string;
  previewClassName?: string;
  captioned?: boolean;
}) {
  const id = useId();
  const { error, previewUrl, current } = control;
  const shown = previewUrl ?? (current || null);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-stone-800">
        {label}
      </label>
      <FilePicker
        ref={control.inputRef}
        id={id}
        fileName={control.file?.name ?? null}
        accept={UPLOAD_IMAGE_TYPES.join(',')}
        onChange={control.choose}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        className="mt-1"
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-stone-500">
        {hint}
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {shown ? (
        <figure className="mt-3">
          {previewUrl ? (
            <img src={previewUrl} alt={previewAlt} className={previewClassName} />
          ) : (
            <ResponsiveImage src={shown} alt={currentAlt ?? ''} sizes="448px" className={previewClassName} />
          )}
          {captioned ? (
            <figcaption className="mt-1 text-sm text-stone-500">
              {previewUrl ? TEXTS.chosen : TEXTS.current}
            </figcaption>
          ) : null}
        </figure>
      ) : null}
    </div>
  );
}
