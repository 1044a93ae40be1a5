import { CORRECTION_TEXTS as TEXTS } from '@shared/messages/corrections';
import type { EditorNote, NoteInput, NoteKind } from '@shared/schemas/notes';
import type { Db } from '../../db/client';
import { articleChangeTags } from '../../lib/changes';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { Viewer } from '../../types';
import { createAuditRepository } from '../audit/audit.repository';
import { createArticleNotesRepository, type NoteRow } from './article-notes.repository';
import type { ArticlesService } from './articles.service';

const DAY_MS = 86_400_000;
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

function toEditorNote(row: NoteRow): EditorNote {
  return {
    id: row.id,
    kind: row.kind as NoteKind,
    text: row.text,
    date: row.notedOn,
    created: row.createdAt.toISOString(),
    ...(row.writerName ? { writer: row.writerName } : {}),
    ...(row.removedAt
      ? {
          removed: { at: row.removedAt.toISOString(), ...(row.removerName ? { by: row.removerName } : {}) },
        }
      : {}),
  };
}

/**
 * Corrections and updates of live articles (docs/product.md#corrections): editors add them, dated; they are
 * never edited, and a removal keeps the note in the history and is audited.
 */
export function createArticleNotesService(db: Db, articles: Pick<ArticlesService, 'readable' | 'changed'>) {
  const notes = createArticleNotesRepository(db);
  const audit = createAuditRepository(db);
  return {
    async list(editor: Viewer, id: string): Promise<EditorNote[]> {
      const row = await articles.readable(editor, id);
      return (await notes.list(row.id)).map(toEditorNote);
    },

    async add(editor: Viewer, id: string, input: NoteInput & { text: string }, now = Date.now()) {
      const row = await articles.readable(editor, id);
      if (row.status !== 'approve') throw conflict(TEXTS.notLive);
      // The day is the editor's: today where they are may be tomorrow in UTC, or yesterday.
      const date = input.date ?? dayOf(now);
      if (date < dayOf(row.createdAt.getTime() - DAY_MS))
        throw badRequest(`date ${TEXTS.tooEarly}`, { date: TEXTS.tooEarly });
      if (date > dayOf(now + DAY_MS)) throw badRequest(`date ${TEXTS.tooLate}`, { date: TEXTS.tooLate });
      const kind = input.kind as NoteKind;
      const noteId = await notes.add(row.id, { kind, text: input.text, notedOn: date }, editor.id);
      // Readers see the note under the article, wherever it is shown.
      await articles.changed(articleChangeTags(row.id, row));
      await audit.record(editor, {
        action: 'article.note.add',
        targetType: 'article',
        targetId: row.id,
        details: { title: row.title, note: noteId, kind, date, text: input.text },
      });
      return { insertedId: noteId, note: { id: noteId, kind, text: input.text, date } };
    },

    async remove(editor: Viewer, id: string, noteId: string): Promise<{ deletedCount: number }> {
      const row = await articles.readable(editor, id);
      const removed = await notes.remove(row.id, noteId, editor.id);
      if (!removed) throw notFound(TEXTS.note);
      await articles.changed(articleChangeTags(row.id, row));
      await audit.record(editor, {
        action: 'article.note.remove',
        targetType: 'article',
        targetId: row.id,
        details: {
          title: row.title,
          note: noteId,
          kind: removed.kind,
          date: removed.notedOn,
          text: removed.text,
        },
      });
      return { deletedCount: 1 };
    },
  };
}
