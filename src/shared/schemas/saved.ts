import { z } from 'zod';
import { SAVED_STATES_MAX } from '../constants';

/** Whether an article is among the signed-in reader's saved articles (the answer of every saved route on one article). */
export const savedStateSchema = z.object({ saved: z.boolean() });
export type SavedState = z.infer<typeof savedStateSchema>;

/** The articles of a page of cards, as `ids=<id>,<id>,…`: which of them the reader saved. */
export const savedStatesQuerySchema = z.object({
  ids: z
    .string()
    .transform((value) => [...new Set(value.split(','))])
    .pipe(
      z
        .array(z.uuid({ message: 'must be a list of valid ids' }))
        .min(1, { message: 'must name at least one article' })
        .max(SAVED_STATES_MAX, { message: `must name at most ${SAVED_STATES_MAX} articles` }),
    ),
});

/** Which of the articles asked about are saved (a subset of them, in no particular order). */
export const savedStatesSchema = z.object({ saved: z.array(z.uuid()) });
export type SavedStates = z.infer<typeof savedStatesSchema>;
