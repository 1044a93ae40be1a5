import { CORRECTION_TEXTS } from '@shared/messages/corrections';
import { type EditorNote, NOTE_KINDS, NOTE_MAX_CHARACTERS, type NoteKind } from '@shared/schemas/notes';
import { type FormEvent, useId, useState } from 'react';
import { useDialog } from '../../../components/ui/confirm-dialog';
import { DateText } from '../../../components/ui/date';
import { WithData } from '../../../components/ui/query-state';
import { toast } from '../../../lib/toast';
import { useHydrated } from '../../../lib/use-hydrated';
import { useAddNote, useArticleNotes, useRemoveNote } from '../api/article-notes';

const TEXTS = CORRECTION_TEXTS.history;
const field = 'mt-1 w-full rounded border border-stone-300 bg-white px-3 py-2 font-normal text-stone-900';
const button =
  'rounded px-4 py-2 font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700/40 disabled:cursor-not-allowed disabled:opacity-60';

/** Today on the editor's own calendar, `YYYY-MM-DD`. */
function today() {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/** Writing a note: its kind, its text and its day; published at once, since it corrects what is live. */
function AddNote({ id, busy }: { id: string; busy: boolean }) {
  const ids = useId();
  const add = useAddNote(id);
  const [kind, setKind] = useState<NoteKind>('correction');
  const [text, setText] = useState('');
  const [date, setDate] = useState(today);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await add.mutateAsync({ kind, text, date });
      setText('');
      toast.success(TEXTS.added);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : TEXTS.addFailed);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} aria-labelledby={`${ids}-add`} className="mt-4 space-y-3">
      <h3 id={`${ids}-add`} className="font-semibold text-stone-900">
        {TEXTS.add}
      </h3>
      <div className="flex flex-wrap gap-4">
        <label className="flex flex-col text-sm font-semibold text-stone-700">
          {TEXTS.kind}
          <select
            value={kind}
            onChange={(event) => setKind(event.target.value as NoteKind)}
            className={field}
          >
            {NOTE_KINDS.map((option) => (
              <option key={option} value={option}>
                {CORRECTION_TEXTS.kinds[option]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col text-sm font-semibold text-stone-700">
          {TEXTS.date}
          <input
            type="date"
            required
            value={date}
            max={today()}
            onChange={(e) => setDate(e.target.value)}
            className={field}
          />
        </label>
      </div>
      <label className="block text-sm font-semibold text-stone-700">
        {TEXTS.text}
        <textarea
          required
          rows={3}
          maxLength={NOTE_MAX_CHARACTERS}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-describedby={`${ids}-hint`}
          className={field}
        />
      </label>
      <p id={`${ids}-hint`} className="text-sm text-stone-600">
        {TEXTS.textHint}
      </p>
      <button
        type="submit"
        disabled={busy || add.isPending}
        className={`${button} bg-red-700 text-white hover:bg-red-800`}
      >
        {add.isPending ? TEXTS.adding : TEXTS.submit}
      </button>
    </form>
  );
}

function NoteItem({ note, busy, onRemove }: { note: EditorNote; busy: boolean; onRemove: () => void }) {
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className={`font-semibold ${note.removed ? 'text-stone-500 line-through' : 'text-stone-900'}`}>
          {CORRECTION_TEXTS.kinds[note.kind]} · <DateText iso={`${note.date}T00:00:00Z`} style="long" utc />
        </p>
        <p className="whitespace-pre-line wrap-anywhere text-stone-800">{note.text}</p>
        <p className="text-sm text-stone-600">
          <DateText iso={note.created} style="moment" />
          {note.writer ? ` ${TEXTS.by(note.writer)}` : ''}
        </p>
        {note.removed ? (
          <p className="text-sm font-semibold text-red-800">
            {TEXTS.removed(note.removed.by)} · <DateText iso={note.removed.at} style="moment" />
          </p>
        ) : null}
      </div>
      {note.removed ? null : (
        <button
          type="button"
          disabled={busy}
          aria-haspopup="dialog"
          onClick={onRemove}
          className={`${button} border border-stone-400 py-1.5 text-sm text-stone-800 hover:bg-stone-100`}
        >
          {TEXTS.remove}
          <span className="sr-only"> {CORRECTION_TEXTS.kinds[note.kind]}</span>
        </button>
      )}
    </li>
  );
}

/**
 * An article's corrections and updates on its history screen (docs/product.md#corrections): every note with
 * who wrote it, removed ones kept and marked; a form to add one; Remove after a confirmation.
 */
export function ArticleNotesPanel({ id }: { id: string }) {
  const query = useArticleNotes(id);
  const remove = useRemoveNote(id);
  const dialog = useDialog();
  const hydrated = useHydrated();
  const onRemove = async (note: EditorNote) => {
    const yes = await dialog.ask({
      title: TEXTS.confirmRemoveTitle,
      text: TEXTS.confirmRemoveText,
      confirmLabel: TEXTS.confirmRemoveButton,
      cancelLabel: TEXTS.cancel,
    });
    if (!yes) return;
    try {
      await remove.mutateAsync(note.id);
      toast.success(TEXTS.removedToast);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : TEXTS.removeFailed);
    }
  };
  return (
    <section aria-labelledby="notes-heading" className="mt-8">
      <h2 id="notes-heading" className="font-serif text-2xl font-bold text-stone-900">
        {TEXTS.heading}
      </h2>
      <p className="mt-2 max-w-3xl text-stone-600">{TEXTS.intro}</p>
      <WithData query={query} what={TEXTS.heading.toLowerCase()} inline>
        {(notes) =>
          notes.length === 0 ? (
            <p className="mt-3 text-stone-600">{TEXTS.empty}</p>
          ) : (
            <ul className="mt-2 divide-y divide-stone-200">
              {notes.map((note) => (
                <NoteItem
                  key={note.id}
                  note={note}
                  busy={!hydrated || remove.isPending}
                  onRemove={() => void onRemove(note)}
                />
              ))}
            </ul>
          )
        }
      </WithData>
      <AddNote id={id} busy={!hydrated} />
      {dialog.dialog}
    </section>
  );
}
