import { z } from 'zod';
import { insertedResponseSchema, modifiedResponseSchema } from './common';
import { articleNoteSchema } from './notes';

/**
 * The newsroom's inputs and answers that only its endpoints use (src/shared/contract/newsroom.ts); the
 * drafts, notes and revisions themselves are in their own schema files.
 */

/** Submitting a draft names the version it was based on: a newer one saved elsewhere is a conflict. */
export const draftSubmitQuerySchema = z.object({
  version: z.coerce.number({ message: 'must be a number' }).int().min(1).max(2_147_483_647),
});

/** What restoring a revision answers: whether the article changed, and the new revision's number. */
export const revisionRestoredSchema = modifiedResponseSchema.extend({ revision: z.number().int() });
export type RevisionRestored = z.infer<typeof revisionRestoredSchema>;

/** What adding a correction or update answers: its id, and the note as readers get it. */
export const noteAddedSchema = insertedResponseSchema.extend({ note: articleNoteSchema });
export type NoteAdded = z.infer<typeof noteAddedSchema>;
