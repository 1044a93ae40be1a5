import type { ArticleNote, NoteKind } from '@shared/schemas/notes';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { articleNotes, articles, user } from '../../db/schema';

/**
 * An article's notes that readers see, oldest first, as one JSON column of the article's own read (no second
 * query for a page): removed ones are left out.
 */
export const shownNotes = sql<
  ArticleNote[]
>`(select coalesce(jsonb_agg(jsonb_build_object('id', n.id, 'kind', n.kind, 'text', n.text, 'date', n.noted_on) order by n.noted_on, n.created_at), '[]'::jsonb) from article_notes n where n.article_id = ${articles.id} and n.removed_at is null)`.mapWith(
  (value: ArticleNote[] | string) =>
    typeof value === 'string' ? (JSON.parse(value) as ArticleNote[]) : value,
);

const remover = alias(user, 'remover');

export interface NoteRow {
  id: string;
  kind: string;
  text: string;
  notedOn: string;
  createdAt: Date;
  removedAt: Date | null;
  writerName: string | null;
  removerName: string | null;
}

/** Dated corrections and updates of live articles (docs/product.md#corrections); only this file writes them. */
export function createArticleNotesRepository(db: Db) {
  return {
    /** Every note of the article, removed ones included, oldest first. */
    list(articleId: string): Promise<NoteRow[]> {
      return db
        .select({
          id: articleNotes.id,
          kind: articleNotes.kind,
          text: articleNotes.text,
          notedOn: articleNotes.notedOn,
          createdAt: articleNotes.createdAt,
          removedAt: articleNotes.removedAt,
          writerName: user.name,
          removerName: remover.name,
        })
        .from(articleNotes)
        .leftJoin(user, eq(user.id, articleNotes.writtenBy))
        .leftJoin(remover, eq(remover.id, articleNotes.removedBy))
        .where(eq(articleNotes.articleId, articleId))
        .orderBy(asc(articleNotes.notedOn), asc(articleNotes.createdAt));
    },

    async add(
      articleId: string,
      note: { kind: NoteKind; text: string; notedOn: string },
      writerId: string,
    ): Promise<string> {
      const [row] = await db
        .insert(articleNotes)
        .values({ ...note, articleId, writtenBy: writerId })
        .returning({ id: articleNotes.id });
      if (!row) throw new Error('note was not stored');
      return row.id;
    },

    /** Marks a shown note removed; answers what it said, or undefined when there is no such shown note. */
    async remove(articleId: string, noteId: string, removerId: string) {
      const [row] = await db
        .update(articleNotes)
        .set({ removedAt: new Date(), removedBy: removerId })
        .where(
          and(
            eq(articleNotes.id, noteId),
            eq(articleNotes.articleId, articleId),
            isNull(articleNotes.removedAt),
          ),
        )
        .returning({ kind: articleNotes.kind, text: articleNotes.text, notedOn: articleNotes.notedOn });
      return row;
    },
  };
}
