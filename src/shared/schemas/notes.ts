import { z } from 'zod';
import { safeText } from './common';

/** The kinds of note an editor attaches to a live article (docs/product.md#corrections). */
export const NOTE_KINDS = ['correction', 'update'] as const;
export type NoteKind = (typeof NOTE_KINDS)[number];

/** The longest note, in characters. */
export const NOTE_MAX_CHARACTERS = 1000;

/** A dated note as readers get it with the article: what kind, what it says, the day it is dated. */
export const articleNoteSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTE_KINDS),
  text: z.string(),
  /** The day, `YYYY-MM-DD`. */
  date: z.string(),
});
export type ArticleNote = z.infer<typeof articleNoteSchema>;

/** A note in the editors' history: also who wrote it, and who removed it and when. */
export const editorNoteSchema = articleNoteSchema.extend({
  /** The name of who wrote it (never their address). */
  writer: z.string().optional(),
  created: z.string(),
  removed: z.object({ at: z.string(), by: z.string().optional() }).optional(),
});
export type EditorNote = z.infer<typeof editorNoteSchema>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written `YYYY-MM-DD`. */
const isDay = (value: string) =>
  DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/**
 * What an editor sends: the kind, plain text (line breaks kept, spaces at the ends trimmed) and, if not
 * today, the day it is dated. The server checks the day against the article's publication and today.
 */
export const noteInputSchema = z.object({
  kind: z.enum(NOTE_KINDS, { message: 'must be correction or update' }),
  text: safeText({ message: 'is required' })
    .transform((text) =>
      text
        .replace(/\r\n?/g, '\n')
        .replace(/\n{3,}/g, '\n\n')
        .trim(),
    )
    .pipe(
      z
        .string()
        .min(1, 'is required')
        .max(NOTE_MAX_CHARACTERS, `must be at most ${NOTE_MAX_CHARACTERS} characters`),
    ),
  date: z
    .string({ message: 'must be a day (YYYY-MM-DD)' })
    .refine(isDay, 'must be a day (YYYY-MM-DD)')
    .optional(),
});
export type NoteInput = z.input<typeof noteInputSchema>;

export const noteParamsSchema = z.object({
  id: z.uuid({ message: 'must be a valid id' }),
  noteId: z.uuid({ message: 'must be a valid id' }),
});
