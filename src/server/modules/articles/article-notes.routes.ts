import { addArticleNote, listArticleNotes, removeArticleNote } from '@shared/contract/newsroom';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/serve';
import type { createArticleNotesService } from './article-notes.service';

/** Corrections and updates of live articles: editors (docs/product.md#corrections). */
export function noteRoutes(app: FastifyInstance, notes: ReturnType<typeof createArticleNotesService>) {
  serve(app, listArticleNotes, ({ viewer, params }) => notes.list(viewer, params.id));
  // A note is read under the article: each write names it (article-notes.service.ts).
  serve(app, addArticleNote, ({ viewer, params, body }) => notes.add(viewer, params.id, body), {
    changes: 'named',
  });
  serve(app, removeArticleNote, ({ viewer, params }) => notes.remove(viewer, params.id, params.noteId), {
    changes: 'named',
  });
}
