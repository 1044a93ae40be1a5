import { EDITOR_TEXTS as TEXTS } from '@shared/messages/editor';
import type { Editor } from '@tiptap/react';
import { useRef, useState } from 'react';
import { editNow } from './edit-now';
import type { Panel } from './editor-panels';

const buttonClass =
  'shrink-0 whitespace-nowrap rounded px-2 py-1 text-sm font-semibold text-stone-800 hover:bg-stone-200 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700/40 aria-pressed:bg-red-700 aria-pressed:text-white disabled:opacity-50';

/**
 * The formatting buttons; each says whether it is on where the cursor is. One row that scrolls sideways on a
 * narrow screen, held just under the site's sticky header (4 rem) while the body is written, so it never
 * scrolls away from the cursor.
 */
export function EditorToolbar({
  editor,
  panel,
  setPanel,
  uploadPicture,
}: {
  editor: Editor;
  panel: Panel;
  setPanel: (panel: Panel) => void;
  uploadPicture: (file: File) => Promise<string>;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState<'busy' | 'failed' | null>(null);
  const toggle = (label: string, active: boolean, run: () => void) => (
    <button type="button" className={buttonClass} aria-pressed={active} onClick={run}>
      {label}
    </button>
  );
  const action = (label: string, run: () => void, opens?: Panel) => (
    <button
      type="button"
      className={buttonClass}
      aria-expanded={opens ? panel === opens : undefined}
      onClick={run}
    >
      {label}
    </button>
  );

  async function insertPicture(file: File) {
    setUploading('busy');
    try {
      const src = await uploadPicture(file);
      editNow(editor, (c) =>
        c.insertContent({ type: 'figure', attrs: { src, alt: '', caption: '', credit: '' } }),
      );
      setUploading(null);
    } catch {
      setUploading('failed');
    }
  }

  return (
    <div
      role="toolbar"
      aria-label={TEXTS.toolbar}
      className="sticky top-16 z-30 mt-1 flex flex-nowrap gap-1 overflow-x-auto overscroll-x-contain rounded-t border border-b-0 border-stone-300 bg-stone-100 p-1"
    >
      {toggle(TEXTS.bold, editor.isActive('bold'), () => editNow(editor, (c) => c.toggleBold()))}
      {toggle(TEXTS.italic, editor.isActive('italic'), () => editNow(editor, (c) => c.toggleItalic()))}
      {toggle(TEXTS.heading, editor.isActive('heading', { level: 2 }), () =>
        editNow(editor, (c) => c.toggleHeading({ level: 2 })),
      )}
      {toggle(TEXTS.subheading, editor.isActive('heading', { level: 3 }), () =>
        editNow(editor, (c) => c.toggleHeading({ level: 3 })),
      )}
      {toggle(TEXTS.bulletList, editor.isActive('bulletList'), () =>
        editNow(editor, (c) => c.toggleBulletList()),
      )}
      {toggle(TEXTS.orderedList, editor.isActive('orderedList'), () =>
        editNow(editor, (c) => c.toggleOrderedList()),
      )}
      {toggle(TEXTS.blockquote, editor.isActive('blockquote'), () =>
        editNow(editor, (c) => c.toggleBlockquote()),
      )}
      {toggle(TEXTS.pullQuote, editor.isActive('pullQuote'), () =>
        editNow(editor, (c) => c.setNode(editor.isActive('pullQuote') ? 'paragraph' : 'pullQuote')),
      )}
      {action(TEXTS.link, () => setPanel(panel === 'link' ? null : 'link'), 'link')}
      {action(TEXTS.embed, () => setPanel(panel === 'embed' ? null : 'embed'), 'embed')}
      {action(TEXTS.image, () => fileInput.current?.click())}
      <input
        ref={fileInput}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void insertPicture(file);
        }}
      />
      {action(TEXTS.undo, () => editNow(editor, (c) => c.undo()))}
      {action(TEXTS.redo, () => editNow(editor, (c) => c.redo()))}
      {uploading ? (
        <span
          role="status"
          className={`self-center text-sm ${uploading === 'failed' ? 'text-red-700' : 'text-stone-600'}`}
        >
          {uploading === 'failed' ? TEXTS.figure.failed : TEXTS.figure.uploading}
        </span>
      ) : null}
    </div>
  );
}
