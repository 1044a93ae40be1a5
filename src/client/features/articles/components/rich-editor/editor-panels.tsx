import { EDITOR_TEXTS as TEXTS } from '@shared/messages/editor';
import { isAllowedEmbedUrl, isAllowedHref } from '@shared/rich-text/types';
import { TextSelection } from '@tiptap/pm/state';
import type { Editor } from '@tiptap/react';
import { useId, useState } from 'react';
import { editNow } from './edit-now';

export type Panel = 'link' | 'embed' | null;

const inputClass =
  'block w-full rounded border border-stone-300 bg-white px-3 py-1.5 text-stone-900 focus:outline-none focus:ring-2 focus:ring-red-700/40';
const smallButton =
  'rounded border border-stone-400 px-3 py-1.5 text-sm font-semibold text-stone-800 hover:bg-stone-100';

/** One address field with its buttons; the address is checked before it is used. */
function AddressPanel({
  texts,
  initial,
  valid,
  onApply,
  onRemove,
  onClose,
}: {
  texts: { label: string; hint: string; invalid: string; cancel: string; apply: string };
  initial: string;
  valid: (url: string) => boolean;
  onApply: (url: string) => void;
  onRemove?: () => void;
  onClose: () => void;
}) {
  const id = useId();
  const [value, setValue] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  const apply = () => {
    const url = value.trim();
    if (!valid(url)) return setInvalid(true);
    onApply(url);
    onClose();
  };
  return (
    <div className="flex flex-wrap items-end gap-2 border border-b-0 border-stone-300 bg-stone-50 p-2">
      <div className="min-w-64 flex-1">
        <label htmlFor={id} className="text-sm font-semibold text-stone-800">
          {texts.label}
        </label>
        <input
          id={id}
          type="url"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setInvalid(false);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
            if (event.key === 'Escape') onClose();
          }}
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-hint`}
          className={inputClass}
        />
        <p id={`${id}-hint`} className={`text-xs ${invalid ? 'text-red-700' : 'text-stone-500'}`}>
          {invalid ? texts.invalid : texts.hint}
        </p>
      </div>
      <button type="button" className={smallButton} onClick={apply}>
        {texts.apply}
      </button>
      {onRemove ? (
        <button
          type="button"
          className={smallButton}
          onClick={() => {
            onRemove();
            onClose();
          }}
        >
          {TEXTS.linkPanel.remove}
        </button>
      ) : null}
      <button type="button" className={smallButton} onClick={onClose}>
        {texts.cancel}
      </button>
    </div>
  );
}

/** The selected picture's alternative text, caption and credit. */
function FigureDetails({ editor }: { editor: Editor }) {
  const id = useId();
  const attrs = editor.getAttributes('figure') as { alt?: string; caption?: string; credit?: string };
  const field = (name: 'alt' | 'caption' | 'credit', label: string, max: number) => (
    <div className="min-w-48 flex-1">
      <label htmlFor={`${id}-${name}`} className="text-sm font-semibold text-stone-800">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        type="text"
        maxLength={max}
        value={attrs[name] ?? ''}
        onChange={(event) => editor.commands.updateAttributes('figure', { [name]: event.target.value })}
        className={inputClass}
      />
    </div>
  );
  return (
    <fieldset className="flex flex-wrap gap-2 border border-b-0 border-stone-300 bg-stone-50 p-2">
      <legend className="sr-only">{TEXTS.figure.details}</legend>
      {field('alt', TEXTS.figure.alt, 300)}
      {field('caption', TEXTS.figure.caption, 500)}
      {field('credit', TEXTS.figure.credit, 200)}
    </fieldset>
  );
}

/** What opens under the toolbar: the link or embed address, or the selected picture's details. */
export function EditorPanels({
  editor,
  panel,
  setPanel,
}: {
  editor: Editor;
  panel: Panel;
  setPanel: (panel: Panel) => void;
}) {
  const close = () => {
    setPanel(null);
    editNow(editor);
  };
  if (panel === 'link') {
    const current = String(editor.getAttributes('link').href ?? '');
    return (
      <AddressPanel
        texts={TEXTS.linkPanel}
        initial={current}
        valid={isAllowedHref}
        // Once linked, the cursor goes to the end of the link, and what is typed next is not part of it.
        onApply={(href) =>
          editNow(editor, (c) =>
            c
              .extendMarkRange('link')
              .setLink({ href })
              .command(({ tr }) => {
                const link = tr.doc.type.schema.marks.link;
                tr.setSelection(TextSelection.create(tr.doc, tr.selection.to));
                if (link) tr.removeStoredMark(link);
                return true;
              }),
          )
        }
        onRemove={current ? () => editNow(editor, (c) => c.extendMarkRange('link').unsetLink()) : undefined}
        onClose={close}
      />
    );
  }
  if (panel === 'embed') {
    return (
      <AddressPanel
        texts={{ ...TEXTS.embedPanel, apply: TEXTS.embedPanel.insert }}
        initial=""
        valid={isAllowedEmbedUrl}
        onApply={(url) => editNow(editor, (c) => c.insertContent({ type: 'embed', attrs: { url } }))}
        onClose={close}
      />
    );
  }
  if (editor.isActive('figure')) return <FigureDetails editor={editor} />;
  return null;
}
