import { ARTICLE_WRITING_TEXTS } from '@shared/messages/article-writing';
import type { ComponentPropsWithRef } from 'react';

const TEXTS = ARTICLE_WRITING_TEXTS.image;

/**
 * A file input drawn as a button and, beside it or under it, the chosen file's whole name. The browser's own
 * input draws both on one line and cuts the name on a phone. The real input lies, invisible, over both: a tap
 * or a click anywhere on them opens the browser's picker, the keyboard reaches the input itself (its focus ring
 * drawn on the button), and a screen reader hears the input with its label as before.
 */
export function FilePicker({
  fileName,
  className = '',
  ...input
}: Omit<ComponentPropsWithRef<'input'>, 'type' | 'className'> & {
  /** The chosen file's name, or null when there is none. */
  fileName: string | null;
  className?: string;
}) {
  return (
    <div className={`relative flex flex-wrap items-center gap-x-4 gap-y-1 ${className}`}>
      <input
        {...input}
        type="file"
        className="peer absolute inset-0 h-full w-full cursor-pointer opacity-0"
      />
      <span
        aria-hidden="true"
        className="rounded bg-stone-100 px-4 py-2 text-sm font-semibold text-stone-800 peer-hover:bg-stone-200 peer-focus-visible:ring-2 peer-focus-visible:ring-red-700 peer-focus-visible:ring-offset-2"
      >
        {TEXTS.chooseFile}
      </span>
      <span aria-hidden="true" className="min-w-0 text-sm text-stone-700 wrap-anywhere">
        {fileName ?? TEXTS.noFile}
      </span>
    </div>
  );
}
