import { errorResponseSchema, idParamSchema } from '@shared/schemas/common';
import {
  articleNoteSchema,
  editorNoteSchema,
  noteInputSchema,
  noteParamsSchema,
} from '@shared/schemas/notes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { createArticleNotesService } from './article-notes.service';
import { errors, signedIn, spec } from './article-route-options';

/** Corrections and updates of live articles: editors (docs/product.md#corrections). */
export function noteRoutes(app: FastifyInstance, notes: ReturnType<typeof createArticleNotesService>) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const list = spec(
    'editor',
    'An article’s corrections and updates, oldest first, removed ones included (editors)',
    { params: idParamSchema, response: { 200: z.array(editorNoteSchema), ...errors } },
    {},
    ['moderation'],
  );
  api.get('/articles/:id/notes', list, (request) => notes.list(signedIn(request), request.params.id));

  const add = spec(
    'editor',
    'Attach a dated correction or update to a live article (editors; audited)',
    {
      params: idParamSchema,
      body: noteInputSchema,
      response: {
        201: z.object({ insertedId: z.string(), note: articleNoteSchema }),
        ...errors,
        409: errorResponseSchema,
      },
    },
    {},
    ['moderation'],
  );
  api.post('/articles/:id/notes', add, async (request, reply) => {
    reply.code(201);
    return notes.add(signedIn(request), request.params.id, request.body);
  });

  const remove = spec(
    'editor',
    'Remove a correction or update from the article (editors; audited, kept in the history)',
    { params: noteParamsSchema, response: { 200: z.object({ deletedCount: z.number().int() }), ...errors } },
    {},
    ['moderation'],
  );
  api.delete('/articles/:id/notes/:noteId', remove, (request) =>
    notes.remove(signedIn(request), request.params.id, request.params.noteId),
  );
}
