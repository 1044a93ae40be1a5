import { EDITOR_TEXTS as TEXTS } from '@shared/messages/editor';
import type { RichDoc } from '@shared/rich-text/types';
import { EditorContent, useEditor } from '@tiptap/react';
import { useId, useState } from 'react';
import { EditorPanels, type Panel } from './editor-panels';
import { EditorToolbar } from './editor-toolbar';
import { editorExtensions } from './extensions';
import { storedDoc } from './stored-doc';

/**
 * The article body's editor (Tiptap on ProseMirror): paragraphs, sub-headings, bold and italic, links,
 * quotes and pull quotes, lists, pictures uploaded here with caption and credit, and embedded links. It
 * reports the document as the server stores it (src/shared/rich-text/schema.ts) on every change.
 */
export function RichEditor({
  initial,
  onChange,
  error,
  uploadPicture,
}: {
  initial: RichDoc;
  onChange: (doc: RichDoc) => void;
  error?: string | undefined;
  uploadPicture: (file: File) => Promise<string>;
}) {
  const id = useId();
  const [panel, setPanel] = useState<Panel>(null);
  const labelId = `${id}-label`;
  const messageId = `${id}-message`;
  const editor = useEditor({
    extensions: editorExtensions,
    content: initial,
    // The page is rendered on the server too; the editor starts once the browser has it.
    immediatelyRender: false,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-describedby': messageId,
        ...(error ? { 'aria-invalid': 'true' } : {}),
        class:
          'article-body min-h-64 rounded-b border border-stone-300 bg-white px-4 py-3 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700/40',
      },
    },
    onUpdate: ({ editor: changed }) => onChange(storedDoc(changed.getJSON())),
  });

  return (
    <div>
      <p id={labelId} className="block text-sm font-semibold text-stone-800">
        {TEXTS.label}
      </p>
      {editor ? (
        <>
          <EditorToolbar editor={editor} panel={panel} setPanel={setPanel} uploadPicture={uploadPicture} />
          <EditorPanels editor={editor} panel={panel} setPanel={setPanel} />
          <EditorContent editor={editor} />
        </>
      ) : (
        <div className="article-body min-h-64 rounded border border-stone-300 bg-stone-50" aria-busy="true" />
      )}
      <p id={messageId} className={`mt-1 text-sm ${error ? 'text-red-700' : 'text-stone-500'}`}>
        {error ?? TEXTS.hint}
      </p>
    </div>
  );
}
