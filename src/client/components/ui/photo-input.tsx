import { UPLOAD_IMAGE_TYPES } from '@shared/images';
import { ACCOUNT_TEXTS } from '@shared/messages';
import { useId, useState } from 'react';
import { uploadAvatar } from '../../lib/upload-image';
import { Avatar } from './avatar';
import { FilePicker } from './file-picker';
import { type ImageInputControl, useImageInput } from './image-input';

const TEXTS = ACCOUNT_TEXTS.photo;

/** What a photo field asks to save: keep the photo, remove it, a new one, or nothing (its upload failed). */
export type PhotoChoice =
  | { kind: 'keep' }
  | { kind: 'remove' }
  | { kind: 'new'; url: string }
  | { kind: 'failed' };

export interface PhotoInputControl {
  image: ImageInputControl;
  removing: boolean;
  setRemoving: (removing: boolean) => void;
  /** Uploads a chosen photo (square, at avatar sizes) and says what to save. */
  resolve: () => Promise<PhotoChoice>;
}

/** The state of a reader's photo field; `current` is the saved photo, if any. */
export function usePhotoInput(current: string | null = null): PhotoInputControl {
  const image = useImageInput({ upload: uploadAvatar, current: current ?? '' });
  const [removing, setRemoving] = useState(false);
  const resolve = async (): Promise<PhotoChoice> => {
    if (image.file) {
      const url = await image.uploadChosen();
      return url ? { kind: 'new', url } : { kind: 'failed' };
    }
    return removing ? { kind: 'remove' } : { kind: 'keep' };
  };
  return { image, removing, setRemoving, resolve };
}

const buttonClass =
  'rounded text-sm font-semibold text-red-700 underline hover:text-red-800 focus-visible:outline-2 focus-visible:outline-offset-2';

/**
 * An optional photo: the current one (or the chosen file) shown round, never as an address; a file input to
 * choose another; and a control to remove it.
 */
export function PhotoInput({ control }: { control: PhotoInputControl }) {
  const id = useId();
  const { image, removing, setRemoving } = control;
  const { error, previewUrl, current, file } = image;
  const hasPhoto = Boolean(file) || (Boolean(current) && !removing);
  const remove = () => {
    if (file) image.clear();
    else setRemoving(true);
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-stone-800">
        {TEXTS.label}
      </label>
      <div className="mt-2 flex items-center gap-4">
        {previewUrl ? (
          <img
            src={previewUrl}
            alt={TEXTS.chosen}
            width={64}
            height={64}
            className="h-16 w-16 shrink-0 rounded-full object-cover"
          />
        ) : (
          <Avatar src={removing ? null : current} alt={current && !removing ? TEXTS.current : ''} size={64} />
        )}
        <div className="min-w-0 flex-1">
          <FilePicker
            ref={image.inputRef}
            id={id}
            fileName={image.file?.name ?? null}
            accept={UPLOAD_IMAGE_TYPES.join(',')}
            onChange={(event) => {
              setRemoving(false);
              image.choose(event);
            }}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${id}-error` : `${id}-hint`}
          />
          {hasPhoto ? (
            <button type="button" onClick={remove} className={`mt-2 ${buttonClass}`}>
              {TEXTS.remove}
            </button>
          ) : null}
          {removing ? (
            <p className="mt-2 text-sm text-stone-600">
              {TEXTS.removing}{' '}
              <button type="button" onClick={() => setRemoving(false)} className={buttonClass}>
                {TEXTS.keep}
              </button>
            </p>
          ) : null}
        </div>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-sm text-stone-500">
        {TEXTS.hint}
      </p>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
