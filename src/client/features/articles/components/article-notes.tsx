import { CORRECTION_TEXTS as TEXTS } from '@shared/messages/corrections';
import type { ArticleNote } from '@shared/schemas/notes';
import { DateText } from '../../../components/ui/date';

/** A note's day: `YYYY-MM-DD` as the server sent it, then in the reader's words once hydrated. */
export function NoteDate({ day }: { day: string }) {
  return <DateText iso={`${day}T00:00:00Z`} style="long" utc />;
}

/**
 * The article's corrections and updates (docs/product.md#corrections), at the end of the article, where the
 * reader who finished it finds what changed; each marked with its kind and day. Plain text, kept as written.
 */
export function ArticleNotes({ notes }: { notes: ArticleNote[] | undefined }) {
  if (!notes || notes.length === 0) return null;
  return (
    <section
      aria-labelledby="article-notes-title"
      className="mt-10 rounded-lg border-l-4 border-amber-500 bg-amber-50 p-5 text-stone-800"
    >
      <h2 id="article-notes-title" className="sr-only">
        {TEXTS.boxLabel}
      </h2>
      <ul className="space-y-4">
        {notes.map((note) => (
          <li key={note.id}>
            <p className="text-sm font-bold uppercase tracking-wide text-amber-900">
              <span>{TEXTS.kinds[note.kind]}</span>
              <span aria-hidden="true"> · </span>
              <span className="sr-only">, </span>
              <NoteDate day={note.date} />
            </p>
            <p className="mt-1 whitespace-pre-line wrap-anywhere leading-relaxed">{note.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
